/** Single-use mailed tokens (email confirmation, password reset), stored hashed with an expiry. */
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { actionTokens } from '../../db/schema';
import { hashToken, newOpaqueToken } from './tokens';

type Purpose = 'CONFIRM_EMAIL' | 'RESET_PASSWORD';
export const actionTokenTtlMs: Record<Purpose, number> = {
  CONFIRM_EMAIL: 7 * 24 * 3_600_000,
  RESET_PASSWORD: 30 * 60_000,
};

export async function createActionToken(db: Db, userId: string, purpose: Purpose): Promise<string> {
  const token = newOpaqueToken();
  await db.insert(actionTokens).values({
    userId,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + actionTokenTtlMs[purpose]),
  });
  return token;
}

/** Marks the token used and returns its user, or null when unknown, used, expired or of another purpose. */
export async function consumeActionToken(db: Db, token: string, purpose: Purpose): Promise<string | null> {
  const [row] = await db
    .update(actionTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(actionTokens.tokenHash, hashToken(token)),
        eq(actionTokens.purpose, purpose),
        isNull(actionTokens.usedAt),
        gt(actionTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: actionTokens.userId });
  return row?.userId ?? null;
}

/** The user of a reset token that is still usable (known, unused, unexpired), without using it. */
export async function peekResetToken(db: Db, token: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: actionTokens.userId })
    .from(actionTokens)
    .where(
      and(
        eq(actionTokens.tokenHash, hashToken(token)),
        eq(actionTokens.purpose, 'RESET_PASSWORD'),
        isNull(actionTokens.usedAt),
        gt(actionTokens.expiresAt, new Date()),
      ),
    );
  return row?.userId ?? null;
}

/**
 * Uses a reset token and, in the same statement, cancels every other open reset token of its
 * account, so an older (or newer) link stops working. Of two links used at once only one wins:
 * the other finds its own token already cancelled. Returns the user, or null as consumeActionToken.
 */
export async function consumeResetToken(db: Db, token: string): Promise<string | null> {
  const tokenHash = hashToken(token);
  const owner = db
    .select({ userId: actionTokens.userId })
    .from(actionTokens)
    .where(
      and(
        eq(actionTokens.tokenHash, tokenHash),
        eq(actionTokens.purpose, 'RESET_PASSWORD'),
        isNull(actionTokens.usedAt),
        gt(actionTokens.expiresAt, new Date()),
      ),
    );
  const spent = await db
    .update(actionTokens)
    .set({ usedAt: new Date() })
    .where(and(inArray(actionTokens.userId, owner), eq(actionTokens.purpose, 'RESET_PASSWORD'), isNull(actionTokens.usedAt)))
    .returning({ userId: actionTokens.userId, tokenHash: actionTokens.tokenHash });
  return spent.find((row) => row.tokenHash === tokenHash)?.userId ?? null;
}
