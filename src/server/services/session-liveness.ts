/**
 * Whether a session family is still live, without a query on every authenticated call: families
 * seen live are remembered in this process, and every revocation (log-out, password change or reset,
 * "sign out everywhere else", refresh-token reuse) forgets them here at once and, on PostgreSQL, in
 * every other server process through LISTEN/NOTIFY. The revoking call waits until its own
 * notification has come back and every listening connection has read it from the queue, so other
 * processes have it before the caller's next request (up to 250 ms, then it answers anyway). On
 * PostgreSQL nothing is remembered while the listening connection is down: every call asks the table.
 */
import crypto from 'node:crypto';
import pg from 'pg';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { refreshTokens } from '../db/schema';
import { logger } from './logger';
import { preparedPerDb } from './prepared';

const channel = 'tovar_sessions';

export interface Revocation {
  familyIds?: string[];
  userId?: string;
  /** With userId: the one family of that user that stays live. */
  exceptFamilyId?: string;
}

export class SessionLiveness {
  private readonly live = new Map<string, string>();
  private readonly echoes = new Map<string, () => void>();
  private listener: pg.Client | null = null;
  /** False while a PostgreSQL listener is wanted but not connected: remember nothing then. */
  private trusted = true;
  private stopped = false;

  constructor(private readonly maxEntries = 10_000) {}

  /** Follows revocations made by other processes on this PostgreSQL database. */
  async listen(url: string): Promise<void> {
    this.trusted = false;
    this.stopped = false;
    const client = new pg.Client({ connectionString: url });
    client.on('notification', (message) => message.payload && this.receive(message.payload));
    client.on('error', (error) => logger.warn('session listener lost', { error }));
    client.on('end', () => this.reconnect(url));
    await client.connect();
    await client.query(`listen ${channel}`);
    this.listener = client;
    this.trusted = true;
  }

  async close(): Promise<void> {
    this.stopped = true;
    const client = this.listener;
    this.listener = null;
    await client?.end().catch(() => undefined);
  }

  async isLive(db: Db, familyId: string, userId: string): Promise<boolean> {
    // Let notifications that have already arrived be read first (I/O runs before setImmediate).
    if (this.listener) await new Promise((resolve) => setImmediate(resolve));
    if (this.live.has(familyId)) return true;
    const [row] = await liveFamily(db).execute({ familyId });
    if (row && this.trusted) {
      if (this.live.size >= this.maxEntries) this.live.delete(this.live.keys().next().value as string);
      this.live.set(familyId, userId);
    }
    return row !== undefined;
  }

  /** Call after the revoking UPDATE: forgets here, tells the other processes, waits for the echo. */
  async revoked(db: Db, revocation: Revocation): Promise<void> {
    this.forget(revocation);
    const nonce = crypto.randomUUID();
    const echoed = this.listener ? new Promise<void>((resolve) => this.echoes.set(nonce, resolve)) : null;
    await db.execute(sqlNotify(JSON.stringify({ ...revocation, nonce })));
    if (echoed) {
      const deadline = Date.now() + 250;
      await Promise.race([echoed, new Promise((resolve) => setTimeout(resolve, 250))]);
      while (Date.now() < deadline && !(await queueDrained(db))) await new Promise((resolve) => setTimeout(resolve, 2));
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

  private forget({ familyIds = [], userId, exceptFamilyId }: Revocation): void {
    for (const familyId of familyIds) this.live.delete(familyId);
    if (!userId) return;
    for (const [familyId, owner] of this.live) if (owner === userId && familyId !== exceptFamilyId) this.live.delete(familyId);
  }

  private reconnect(url: string): void {
    this.trusted = false;
    this.live.clear();
    this.listener = null;
    if (this.stopped) return;
    setTimeout(
      () =>
        void this.listen(url).catch((error: unknown) => (logger.warn('session listener reconnect failed', { error }), this.reconnect(url))),
      1_000,
    ).unref();
  }
}

const liveFamily = preparedPerDb((db) =>
  db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.familyId, sql.placeholder('familyId')), isNull(refreshTokens.revokedAt)))
    .limit(1)
    .prepare('session_live_family'),
);

function sqlNotify(payload: string) {
  return sql`select pg_notify(${channel}, ${payload})`;
}

/** Every listening connection has read every notification (the queue's tail has caught up). */
async function queueDrained(db: Db): Promise<boolean> {
  const result = (await db.execute(sql`select pg_notification_queue_usage() = 0 as drained`)) as unknown as {
    rows: { drained: boolean }[];
  };
  return result.rows[0]?.drained === true;
}

/** The server's one instance. */
export const sessionLiveness = new SessionLiveness();
