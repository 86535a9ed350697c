/** Who sends an upload or asks for a file: the same Bearer token and live-session check as the tRPC API. */
import type { IncomingMessage } from 'node:http';
import type { Db } from '../db/client';
import { clientAddress, requestHeaders } from '../http/request-info';
import { sessionLiveness } from '../services/auth/session-liveness';
import type { AccessClaims } from '../services/auth/tokens';
import { createContext } from '../trpc';

export async function callerOf(req: IncomingMessage, db: Db): Promise<AccessClaims | null> {
  const { auth } = await createContext({ db, headers: requestHeaders(req), ip: clientAddress(req) });
  if (!auth || !(await sessionLiveness.isLive(db, auth.sessionId, auth.userId))) return null;
  return auth;
}
