/**
 * A long-lived stream (a subscription over SSE) ends with its session: at once when the session is
 * revoked (log-out, password change, "sign out everywhere else", in this process or any other:
 * session-liveness hears them all) and when the access token it was opened with expires. The client
 * sees it end as UNAUTHORIZED, renews its token and subscribes again from its last event id. Without
 * this a feed opened once kept streaming after log-out, past the token's 15 minutes (issue 22).
 */
import { TRPCError } from '@trpc/server';
import type { Db } from '../../db/client';
import type { AccessClaims } from './tokens';
import type { SessionLiveness } from './session-liveness';

export interface StreamSession {
  db: Db;
  auth: AccessClaims;
  liveness: SessionLiveness;
}

/** setTimeout's longest delay; a token living longer is ended at this and renewed. */
const longestTimer = 2 ** 31 - 1;

/** Rejects with UNAUTHORIZED when the session ends; `stop` lets go of the watch and the timer. */
function sessionEnd({ db, auth, liveness }: StreamSession): { ended: Promise<never>; stop: () => void } {
  let stop = () => {};
  const ended = new Promise<never>((_, reject) => {
    const end = () => reject(new TRPCError({ code: 'UNAUTHORIZED', message: 'auth:auth_session_missing' }));
    const recheck = () =>
      void liveness.isLive(db, auth.sessionId, auth.userId).then(
        (live) => live || end(),
        () => undefined,
      );
    const unwatch = liveness.watchers.add({ familyId: auth.sessionId, userId: auth.userId, ended: end, recheck });
    const timer = auth.expiresAtMs === undefined ? undefined : setTimeout(end, Math.min(auth.expiresAtMs - Date.now(), longestTimer));
    stop = () => (unwatch(), clearTimeout(timer));
    // A revocation heard between the procedure's own check and the watch above would be missed.
    recheck();
  });
  ended.catch(() => undefined); // read by the race; one that comes after the stream ended is no one's
  return { ended, stop };
}

export function isAsyncIterable(value: unknown): value is AsyncIterable<unknown> {
  return typeof value === 'object' && value !== null && Symbol.asyncIterator in value;
}

/**
 * `source`'s events until it ends or the session does. Then `handlerStop` is aborted: a handler
 * waiting for its next event is not at a `yield`, where `return()` would reach it.
 */
export async function* endWithSession<T>(
  source: AsyncIterable<T>,
  session: StreamSession,
  handlerStop: AbortController,
): AsyncGenerator<T> {
  const iterator = source[Symbol.asyncIterator]();
  const { ended, stop } = sessionEnd(session);
  try {
    while (true) {
      const step = await Promise.race([iterator.next(), ended]);
      if (step.done) return;
      yield step.value;
    }
  } finally {
    stop();
    handlerStop.abort();
    // Not awaited: a handler deaf to its signal must not hold back the end the client is owed.
    void Promise.resolve(iterator.return?.()).catch(() => undefined);
  }
}
