/** Single-use mailed tokens (email confirmation, password reset), stored hashed with an expiry. */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { actionTokens } from '../../db/schema';
import { hashToken, newOpaqueToken } from '../../services/tokens';

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
