/**
 * The long-lived streams (subscriptions) waiting on their session: each names its session family and
 * user, and is told when a revocation names it (session-liveness calls `revoked` for those made in
 * this process and for those heard from every other one). After a gap in the notifications, when
 * revocations may have been missed, each is asked to look at its session again.
 */
/** What a revocation names: families, or a user's every family but one. */
export interface Revocation {
  familyIds?: string[];
  userId?: string;
  /** With userId: the one family of that user that stays live. */
  exceptFamilyId?: string;
}

export interface WatchedSession {
  familyId: string;
  userId: string;
}

export interface SessionWatcher extends WatchedSession {
  /** The session was revoked. */
  ended: () => void;
  /** Revocations may have been missed: ask the database. */
  recheck: () => void;
}

/** Whether a revocation ends this session: its family named, or every family of its user but the one kept. */
export function revocationEnds({ familyIds = [], userId, exceptFamilyId }: Revocation, session: WatchedSession): boolean {
  if (familyIds.includes(session.familyId)) return true;
  return userId === session.userId && session.familyId !== exceptFamilyId;
}

export class SessionWatchers {
  private readonly watchers = new Set<SessionWatcher>();

  get size(): number {
    return this.watchers.size;
  }

  /** Watches until the returned function is called. */
  add(watcher: SessionWatcher): () => void {
    this.watchers.add(watcher);
    return () => this.watchers.delete(watcher);
  }

  revoked(revocation: Revocation): void {
    for (const watcher of [...this.watchers]) if (revocationEnds(revocation, watcher)) watcher.ended();
  }

  recheck(): void {
    for (const watcher of [...this.watchers]) watcher.recheck();
  }
}
