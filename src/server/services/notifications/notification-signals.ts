/**
 * Which bells to update: the notifications table's trigger (migration 0013) sends the person's id on
 * commit, through NOTIFY. On PostgreSQL one LISTEN connection per process and database hears every
 * process's commits; on PGlite the embedded database's own listener hears them in-process. It listens
 * while someone's stream is open (first subscriber to last) and wakes only that person's streams. A
 * listener that lost its connection wakes every stream on `lost`/`regained`: each re-reads its count.
 */
import type { PGlite } from '@electric-sql/pglite';
import type { Pool } from 'pg';
import type { Db } from '../../db/client';
import { logger } from '../../platform/logger';
import { ReconnectingListener } from '../../platform/pg-listener';

const channel = 'tovar_notifications';
/** What changed for the person: their notifications (the trigger's payload, the user id alone) or their message threads (`<id>:messages`). */
export type Changed = 'notifications' | 'messages';
type Wake = (changed: Changed) => void;

export class NotificationSignals {
  private readonly streams = new Map<string, Set<Wake>>();
  private stopListening: (() => Promise<void>) | null = null;
  private starting: Promise<void> | null = null;

  constructor(private readonly db: Db) {}

  /** Calls `wake` after each committed change to `userId`'s notifications or message threads; returns the unsubscribe. */
  async subscribe(userId: string, wake: Wake): Promise<() => void> {
    const set = this.streams.get(userId) ?? new Set<Wake>();
    this.streams.set(userId, set);
    set.add(wake);
    await (this.starting ??= this.listen().catch((error: unknown) => {
      this.starting = null;
      throw error;
    }));
    return () => {
      set.delete(wake);
      if (set.size === 0) this.streams.delete(userId);
      if (this.streams.size === 0) void this.stop();
    };
  }

  private wake(payload: string): void {
    const [userId = '', what] = payload.split(':');
    const changed: Changed = what === 'messages' ? 'messages' : 'notifications';
    for (const wake of this.streams.get(userId) ?? []) wake(changed);
  }

  private wakeAll(): void {
    for (const set of this.streams.values())
      for (const wake of set) {
        wake('notifications');
        wake('messages');
      }
  }

  private async listen(): Promise<void> {
    const client = (this.db as unknown as { $client: Pool | PGlite }).$client;
    if ('listen' in client && typeof client.listen === 'function') {
      const unlisten = await client.listen(channel, (payload: string) => this.wake(payload));
      this.stopListening = () => unlisten();
      return;
    }
    const url = (client as Pool).options.connectionString;
    if (!url) throw new Error('notification signals need the pool to have a connection string');
    const listener = new ReconnectingListener(channel, {
      notification: (payload) => this.wake(payload),
      lost: () => this.wakeAll(),
      regained: () => this.wakeAll(),
    });
    await listener.start(url);
    this.stopListening = () => listener.stop();
  }

  private async stop(): Promise<void> {
    const starting = this.starting;
    this.starting = null;
    await starting?.catch(() => undefined);
    // A subscriber that came while this stopped starts listening again.
    if (this.streams.size > 0) return void (this.starting ??= this.listen());
    const stop = this.stopListening;
    this.stopListening = null;
    await stop?.().catch((error: unknown) => logger.warn('notification listener stop failed', { error }));
  }
}

const signals = new WeakMap<Db, NotificationSignals>();

export function notificationSignalsOf(db: Db): NotificationSignals {
  let found = signals.get(db);
  if (!found) signals.set(db, (found = new NotificationSignals(db)));
  return found;
}
