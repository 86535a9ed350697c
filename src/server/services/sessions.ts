/**
 * Sessions are refresh-token families. Each refresh rotates the token; a token presented again
 * after use revokes its whole family (reuse detection), except within a few seconds of its use,
 * when two tabs refreshing at once get a sibling instead.
 */
import crypto from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { refreshTokens, type User } from '../db/schema';
import { hashToken, newOpaqueToken, signAccessToken } from './tokens';

export const refreshTokenTtlMs = 30 * 24 * 3_600_000;
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

async function issue(db: Db, user: Pick<User, 'id' | 'accountType'>, familyId: string, parentId: string | null, meta: SessionMeta): Promise<IssuedSession> {
  const refreshToken = newOpaqueToken();
  await db.insert(refreshTokens).values({
    userId: user.id,
    familyId,
    parentId,
    tokenHash: hashToken(refreshToken),
    expiresAt: new Date(Date.now() + refreshTokenTtlMs),
    ip: meta.ip,
    userAgent: meta.userAgent,
  });
  const token = await signAccessToken({ userId: user.id, role: user.accountType, sessionId: familyId });
  return { token, refreshToken, familyId };
}

export function startSession(db: Db, user: Pick<User, 'id' | 'accountType'>, meta: SessionMeta): Promise<IssuedSession> {
  return issue(db, user, crypto.randomUUID(), null, meta);
}

export type RotateResult = { ok: true; userId: string; session: IssuedSession } | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' };

export async function rotateSession(db: Db, presented: string, meta: SessionMeta, loadUser: (id: string) => Promise<Pick<User, 'id' | 'accountType'> | null>): Promise<RotateResult> {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hashToken(presented))).limit(1);
  if (!row) return { ok: false, reason: 'unknown' };
  if (row.revokedAt) return { ok: false, reason: 'revoked' };
  if (row.expiresAt.getTime() <= Date.now()) return { ok: false, reason: 'expired' };
  if (row.usedAt && Date.now() - row.usedAt.getTime() > reuseGraceMs) {
    await revokeFamily(db, row.familyId);
    return { ok: false, reason: 'reused' };
  }
  // Mark used only if nobody else did in between; a lost race falls back to the grace rule above.
  if (!row.usedAt) {
    const claimed = await db
      .update(refreshTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.usedAt)))
      .returning({ id: refreshTokens.id });
    if (claimed.length === 0) return rotateSession(db, presented, meta, loadUser);
  }
  const user = await loadUser(row.userId);
  if (!user) return { ok: false, reason: 'unknown' };
  return { ok: true, userId: user.id, session: await issue(db, user, row.familyId, row.id, meta) };
}

export async function revokeFamily(db: Db, familyId: string): Promise<void> {
  await db.update(refreshTokens).set({ revokedAt: new Date() }).where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

export async function revokeByToken(db: Db, presented: string): Promise<void> {
  const [row] = await db.select({ familyId: refreshTokens.familyId }).from(refreshTokens).where(eq(refreshTokens.tokenHash, hashToken(presented))).limit(1);
  if (row) await revokeFamily(db, row.familyId);
}

/** Ends every session of a user, or every one but `keepFamilyId`. */
export async function revokeUserSessions(db: Db, userId: string, keepFamilyId?: string): Promise<void> {
  const conditions = [eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)];
  if (keepFamilyId) conditions.push(ne(refreshTokens.familyId, keepFamilyId));
  await db.update(refreshTokens).set({ revokedAt: new Date() }).where(and(...conditions));
}

/** Whether a session family is still live (not logged out, not ended by a password change or reset). */
export async function isSessionLive(db: Db, familyId: string): Promise<boolean> {
  const [live] = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
    .limit(1);
  return live !== undefined;
}
