/**
 * On PostgreSQL, which several server processes share: whether a user row read earlier may have
 * changed since, the counterpart of PGlite's write counter (db/user-writes.ts), so that auth.me is
 * answered without a query (issue 9). A trigger on users notifies every change and removal on
 * commit (migration 0011); each notification heard bumps the generation, and so does a lost or
 * regained listener, while which nothing is trusted. A procedure that changes what a client sees of
 * a user calls `published` after its commit: its own process forgets at once, and it waits until
 * every listening process has read the notification, so the caller's next request, whichever
 * process answers it, sees the change (as session revocations do, session-liveness.ts). A change
 * made outside the procedures (an operator's SQL) is heard within milliseconds.
 */
import type { Db } from '../../db/client';
import { trackUserWrites, type UserWrites } from '../../db/user-writes';
import { everyListenerHasRead, notificationReadWaitMs, ReconnectingListener, type ListenerOptions } from '../../platform/pg-listener';

const channel = 'tovar_user_changed';

export class UserChanges implements UserWrites {
  private changes = 0;
  private readonly listener: ReconnectingListener;

  constructor(listenerOptions: ListenerOptions = {}) {
    this.listener = new ReconnectingListener(
      channel,
      { notification: () => this.changes++, lost: () => this.changes++, regained: () => this.changes++ },
      listenerOptions,
    );
  }

  get generation(): number {
    return this.changes;
  }

  get trusted(): boolean {
    return this.listener.connected;
  }

  /** Hears the changes to users on the PostgreSQL database at `url`, which `db` reads. */
  async listen(url: string, db: Db): Promise<void> {
    trackUserWrites(db, this);
    await this.listener.start(url);
  }

  async close(): Promise<void> {
    this.changes++;
    await this.listener.stop();
  }

  /** After a committed change to a user: forgotten here now, and by every listening process before this returns (up to notificationReadWaitMs). */
  async published(db: Db): Promise<void> {
    this.changes++;
    if (this.listener.connected) await everyListenerHasRead(db, Date.now() + notificationReadWaitMs);
  }
}

/** The server's one instance. */
export const userChanges = new UserChanges();
