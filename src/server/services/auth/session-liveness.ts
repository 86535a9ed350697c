/**
 * Whether a session family is still live, without a query on every authenticated call: families
 * seen live are remembered in this process, and every revocation (log-out, password change or reset,
 * "sign out everywhere else", refresh-token reuse) forgets them here at once and, on PostgreSQL, in
 * every other server process through LISTEN/NOTIFY. The revoking call waits until its own
 * notification has come back and every listening connection has read it from the queue, so other
 * processes have it before the caller's next request (up to notificationReadWaitMs, then it answers anyway). On
 * PostgreSQL nothing is remembered while the listening connection is down: every call asks the table;
 * the listener reconnects with backoff and starts from an empty memory (revocations sent meanwhile were
 * missed). Long-lived streams wait on the same revocations through `watchers` (session-bound-stream.ts),
 * and look at their session again after such a gap.
 */
import crypto from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refreshTokens } from '../../db/schema';
import { logger } from '../../platform/logger';
import { everyListenerHasRead, notificationReadWaitMs, ReconnectingListener, type ListenerOptions } from '../../platform/pg-listener';
import { preparedQuery } from '../../platform/prepared';
import { SessionWatchers, type Revocation } from './session-watchers';

const channel = 'tovar_sessions';

export interface LivenessOptions extends ListenerOptions {
  maxEntries?: number;
}

export class SessionLiveness {
  private readonly live = new Map<string, string>();
  private readonly echoes = new Map<string, () => void>();
  private readonly listener: ReconnectingListener;
  /** False while a PostgreSQL listener is wanted but not connected: remember nothing then. */
  private trusted = true;
  /** Bumped whenever the listener is lost or regained: a lookup begun before may not be remembered. */
  private generation = 0;
  private readonly maxEntries: number;
  /** The streams that end with their session, told of every revocation heard here. */
  readonly watchers = new SessionWatchers();

  constructor({ maxEntries = 10_000, ...listenerOptions }: LivenessOptions = {}) {
    this.maxEntries = maxEntries;
    this.listener = new ReconnectingListener(
      channel,
      {
        notification: (payload) => this.receive(payload),
        lost: () => this.distrust(),
        // Revocations sent while no one listened were missed: start again from an empty memory.
        regained: () => (this.distrust(), (this.trusted = true), this.watchers.recheck()),
      },
      listenerOptions,
    );
  }

  /** Whether the listening connection is up (revocations of other processes arrive). */
  get listening(): boolean {
    return this.listener.connected;
  }

  /** Follows revocations made by other processes on this PostgreSQL database; reconnects with backoff when lost. */
  async listen(url: string): Promise<void> {
    this.distrust();
    await this.listener.start(url);
  }

  async close(): Promise<void> {
    await this.listener.stop();
  }

  /** Nothing remembered survives a gap in the notifications. */
  private distrust(): void {
    this.trusted = false;
    this.generation++;
    this.live.clear();
  }

  async isLive(db: Db, familyId: string, userId: string): Promise<boolean> {
    // Let notifications that have already arrived be read first (I/O runs before setImmediate).
    if (this.listener.connected) await new Promise((resolve) => setImmediate(resolve));
    if (this.live.has(familyId)) return true;
    const generation = this.generation;
    const [row] = await liveFamily(db).execute({ familyId });
    // A lookup that straddled a lost listener may have read a row revoked meanwhile: do not remember it.
    if (row && this.trusted && generation === this.generation) {
      if (this.live.size >= this.maxEntries) this.live.delete(this.live.keys().next().value as string);
      this.live.set(familyId, userId);
    }
    return row !== undefined;
  }

  /** Call after the revoking UPDATE: forgets here, tells the other processes, waits for the echo. */
  async revoked(db: Db, revocation: Revocation): Promise<void> {
    this.forget(revocation);
    const nonce = crypto.randomUUID();
    const echoed = this.listener.connected ? new Promise<void>((resolve) => this.echoes.set(nonce, resolve)) : null;
    await db.execute(sqlNotify(JSON.stringify({ ...revocation, nonce })));
    if (echoed) {
      const deadline = Date.now() + notificationReadWaitMs;
      await Promise.race([echoed, new Promise((resolve) => setTimeout(resolve, notificationReadWaitMs))]);
      await everyListenerHasRead(db, deadline);
    }
    this.echoes.delete(nonce);
  }

  private receive(payload: string): void {
    try {
      const message = JSON.parse(payload) as Revocation & { nonce?: string };
      this.forget(message);
      if (message.nonce) this.echoes.get(message.nonce)?.();
    } catch (error) {
      logger.warn('unreadable session notification', { error });
    }
  }

  private forget(revocation: Revocation): void {
    this.watchers.revoked(revocation);
    const { familyIds = [], userId, exceptFamilyId } = revocation;
    for (const familyId of familyIds) this.live.delete(familyId);
    if (!userId) return;
    for (const [familyId, owner] of this.live) if (owner === userId && familyId !== exceptFamilyId) this.live.delete(familyId);
  }
}

const liveFamily = preparedQuery('session_live_family', (db) =>
  db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.familyId, sql.placeholder('familyId')), isNull(refreshTokens.revokedAt)))
    .limit(1),
);

function sqlNotify(payload: string) {
  return sql`select pg_notify(${channel}, ${payload})`;
}

/** The server's one instance. */
export const sessionLiveness = new SessionLiveness();
