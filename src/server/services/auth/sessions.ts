/**
 * Sessions are refresh-token families. Each refresh rotates the token; a token presented again
 * after use revokes its whole family (reuse detection), except within a few seconds of its use,
 * when two tabs refreshing at once both get the one child the first use produced. A family lives
 * at most `sessionLifetimeMs` from its log-in, however often it is refreshed.
 */
import crypto from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refreshTokens, type User } from '../../db/schema';
import { config } from '../../config';
import { sessionLiveness } from './session-liveness';
import { hashToken, newOpaqueToken, signAccessToken } from './tokens';

export const refreshTokenTtlMs = 30 * 24 * 3_600_000;
export const sessionLifetimeMs = 90 * 24 * 3_600_000;
export const reuseGraceMs = 10_000;

export interface SessionMeta {
  ip: string;
  userAgent: string;
}
export interface IssuedSession {
  token: string;
  refreshToken: string;
  familyId: string;
}
type SessionUser = Pick<User, 'id' | 'accountType'>;
interface Lineage {
  familyId: string;
  parentId: string | null;
  sessionStartedAt: Date;
}

/**
 * The one child a refresh token can have: derived from the parent's hash with the server's secret,
 * so a replay within the grace window recomputes it instead of starting a second line. Nobody
 * without the secret can derive it, not even from a copy of the database.
 */
function childTokenOf(parentHash: string): string {
  return crypto.createHmac('sha256', config.authSecret).update(`refresh-child:${parentHash}`).digest('base64url');
}

/** Stores `refreshToken` (once: the same child stored again is a no-op) and mints an access token. */
async function issue(db: Db, user: SessionUser, lineage: Lineage, refreshToken: string, meta: SessionMeta): Promise<IssuedSession> {
  const endOfSession = lineage.sessionStartedAt.getTime() + sessionLifetimeMs;
  await db
    .insert(refreshTokens)
    .values({
      userId: user.id,
      ...lineage,
      tokenHash: hashToken(refreshToken),
      expiresAt: new Date(Math.min(Date.now() + refreshTokenTtlMs, endOfSession)),
      ip: meta.ip,
      userAgent: meta.userAgent,
    })
    .onConflictDoNothing({ target: refreshTokens.tokenHash });
  const token = await signAccessToken({ userId: user.id, role: user.accountType, sessionId: lineage.familyId });
  return { token, refreshToken, familyId: lineage.familyId };
}

export function startSession(db: Db, user: SessionUser, meta: SessionMeta): Promise<IssuedSession> {
  const lineage = { familyId: crypto.randomUUID(), parentId: null, sessionStartedAt: new Date() };
  return issue(db, user, lineage, newOpaqueToken(), meta);
}

export type RotateResult =
  { ok: true; userId: string; session: IssuedSession } | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' };

export async function rotateSession(
  db: Db,
  presented: string,
  meta: SessionMeta,
  loadUser: (id: string) => Promise<SessionUser | null>,
): Promise<RotateResult> {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(presented)))
    .limit(1);
  if (!row) return { ok: false, reason: 'unknown' };
  if (row.revokedAt) return { ok: false, reason: 'revoked' };
  const now = Date.now();
  if (row.expiresAt.getTime() <= now || row.sessionStartedAt.getTime() + sessionLifetimeMs <= now) return { ok: false, reason: 'expired' };
  if (row.usedAt && now - row.usedAt.getTime() > reuseGraceMs) {
    await revokeFamily(db, row.familyId);
    return { ok: false, reason: 'reused' };
  }
  const user = await loadUser(row.userId);
  if (!user) return { ok: false, reason: 'unknown' };
  // The child is stored before the parent counts as used, so whoever sees it used finds the child.
  const lineage = { familyId: row.familyId, parentId: row.id, sessionStartedAt: row.sessionStartedAt };
  const session = await issue(db, user, lineage, childTokenOf(row.tokenHash), meta);
  // The first use starts the grace window; replays within it leave the time as it is.
  await db
    .update(refreshTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.usedAt)));
  return { ok: true, userId: user.id, session };
}

export async function revokeFamily(db: Db, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  await sessionLiveness.revoked(db, { familyIds: [familyId] });
}

export async function revokeByToken(db: Db, presented: string): Promise<void> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(presented)))
    .limit(1);
  if (row) await revokeFamily(db, row.familyId);
}

/** Ends every session of a user, or every one but `keepFamilyId`. */
export async function revokeUserSessions(db: Db, userId: string, keepFamilyId?: string): Promise<void> {
  const conditions = [eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)];
  if (keepFamilyId) conditions.push(ne(refreshTokens.familyId, keepFamilyId));
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(...conditions));
  await sessionLiveness.revoked(db, { userId, exceptFamilyId: keepFamilyId });
}
