/**
 * Which server process runs the scheduled maintenance when several share one PostgreSQL: the one
 * holding a session-level advisory lock on a connection of its own. Each round every process tries
 * the lock without waiting; the holder keeps it (and runs), the others skip that round. So the hourly
 * work runs once, not once per process, however the processes' timers fall; when the holder stops or
 * its connection drops, PostgreSQL frees the lock and the next process to try takes over.
 */
import pg from 'pg';
import { logger } from '../../platform/logger';

/** Any constant of our own, distinct from the migration lock (724514) and the prune lock (724515). */
export const maintenanceLockKey = 724_516;

export class MaintenanceLock {
  private client: pg.Client | null = null;
  private held = false;

  constructor(private readonly url: string) {}

  /** True when this process holds the lock (taking it now if it is free), false when another does. */
  async tryTake(): Promise<boolean> {
    if (this.held && this.client) return true;
    try {
      const client = (this.client ??= await this.connect());
      const result = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [maintenanceLockKey]);
      this.held = result.rows[0]?.locked === true;
    } catch (error) {
      logger.warn('maintenance lock unavailable', { error });
      await this.drop();
    }
    return this.held;
  }

  /** Gives the lock back (closing its connection frees it). */
  async release(): Promise<void> {
    await this.drop();
  }

  private async connect(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.url, application_name: 'tovar-maintenance' });
    // A lost connection has lost the lock with it: try again at the next round.
    client.on('error', (error) => logger.warn('maintenance lock connection lost', { error }));
    client.on('end', () => {
      if (this.client === client) {
        this.client = null;
        this.held = false;
      }
    });
    await client.connect();
    return client;
  }

  private async drop(): Promise<void> {
    const client = this.client;
    this.client = null;
    this.held = false;
    await client?.end().catch(() => undefined);
  }
}
