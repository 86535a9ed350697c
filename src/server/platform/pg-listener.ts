/**
 * A PostgreSQL LISTEN connection that survives the database going away: when the connection drops
 * (or cannot be made) it says so at once (`lost`) and reconnects with exponential backoff; once it
 * listens again it says so (`regained`). Notifications sent while it was away are gone for good
 * (NOTIFY is not stored), so whoever keeps state from them must drop it on `lost` or `regained`.
 */
import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { logger } from './logger';

export interface ListenerEvents {
  notification(payload: string): void;
  lost(): void;
  regained(): void;
}

export interface ListenerOptions {
  /** The first reconnect waits this long, each next one twice as long, up to `retryMaxMs`. */
  retryBaseMs?: number;
  retryMaxMs?: number;
  connectTimeoutMs?: number;
}

export class ReconnectingListener {
  private client: pg.Client | null = null;
  private url: string | null = null;
  private stopped = true;
  private attempts = 0;
  private retry: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly channel: string,
    private readonly events: ListenerEvents,
    private readonly options: ListenerOptions = {},
  ) {}

  get connected(): boolean {
    return this.client !== null;
  }

  /** Listens on `url`; rejects when the first connection fails (it keeps retrying in the background). */
  async start(url: string): Promise<void> {
    await this.stop();
    this.url = url;
    this.stopped = false;
    this.attempts = 0;
    await this.connect(url);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private async connect(url: string): Promise<void> {
    const { connectTimeoutMs = 5_000 } = this.options;
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: connectTimeoutMs, keepAlive: true });
    let lost = false;
    const onLost = () => {
      if (lost) return;
      lost = true;
      if (this.client === client) this.client = null;
      if (this.stopped) return;
      this.events.lost();
      this.scheduleReconnect();
    };
    client.on('notification', (message) => message.payload && this.events.notification(message.payload));
    client.on('error', (error) => (logger.warn('database listener lost', { channel: this.channel, error: String(error) }), onLost()));
    client.on('end', onLost);
    try {
      await client.connect();
      await client.query(`listen ${this.channel}`);
    } catch (error) {
      onLost();
      await client.end().catch(() => undefined);
      throw error;
    }
    if (lost || this.stopped) return void client.end().catch(() => undefined);
    this.client = client;
    this.attempts = 0;
    this.events.regained();
  }

  private scheduleReconnect(): void {
    const url = this.url;
    if (this.stopped || this.retry || !url) return;
    const { retryBaseMs = 500, retryMaxMs = 30_000 } = this.options;
    const delay = Math.min(retryBaseMs * 2 ** this.attempts, retryMaxMs);
    this.attempts++;
    this.retry = setTimeout(() => {
      this.retry = null;
      if (this.stopped) return;
      this.connect(url).catch((error: unknown) =>
        logger.warn('database listener reconnect failed', { channel: this.channel, error: String(error) }),
      );
    }, delay);
    this.retry.unref();
  }
}

/**
 * How long a sender waits at most for the other processes to read its notification (and for its own
 * echo): they usually have in a few milliseconds; the bound only matters on a starved machine.
 */
export const notificationReadWaitMs = 1_000;

/**
 * Waits until every listening connection on the database has read every notification sent so far
 * (the queue's tail has caught up), then 10 ms more, as a backend marks the queue read before it
 * writes the notification to its process's socket; gives up at `deadline` (epoch ms). Whoever sends
 * a notification that other processes must act on before the caller's next request waits on this.
 */
export async function everyListenerHasRead(db: Db, deadline: number): Promise<void> {
  while (Date.now() < deadline && !(await queueDrained(db))) await new Promise((resolve) => setTimeout(resolve, 2));
  await new Promise((resolve) => setTimeout(resolve, 10));
}

async function queueDrained(db: Db): Promise<boolean> {
  const result = (await db.execute(sql`select pg_notification_queue_usage() = 0 as drained`)) as unknown as {
    rows: { drained: boolean }[];
  };
  return result.rows[0]?.drained === true;
}
