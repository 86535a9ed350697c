/**
 * The delivery code (issue 28): six digits made when transit starts, which the customer gives the
 * receiver and the driver types in at delivery. Guessing is bounded per transport by the database's
 * rate limit (every server process counts the same tries): after `codeTries` wrong codes within
 * `lockMinutes`, every code, the right one too, is refused until the oldest wrong try leaves the window.
 */
import crypto from 'node:crypto';
import { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import { deliveryRules } from '@/lib/schemas/delivery';
import type { Db } from '../../db/client';
import { deliveryCodes } from '../../db/schema';
import { release, take, type Limit } from '../../platform/rate-limit';

const codeTries: Limit = { max: deliveryRules.codeTries, windowMs: deliveryRules.lockMinutes * 60_000 };

export function newDeliveryCode(): string {
  return String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
}

/** In the start's transaction: the transport's code (a restarted transport keeps its first one). */
export async function issueDeliveryCode(tx: Db, transportId: string): Promise<void> {
  await tx.insert(deliveryCodes).values({ transportId, code: newDeliveryCode() }).onConflictDoNothing();
}

export async function deliveryCodeOf(db: Db, transportId: string): Promise<string | null> {
  const [row] = await db.select({ code: deliveryCodes.code }).from(deliveryCodes).where(eq(deliveryCodes.transportId, transportId));
  return row?.code ?? null;
}

/** Refuses a wrong code (BAD_REQUEST) and any code once the tries are spent (TOO_MANY_REQUESTS). */
export async function checkDeliveryCode(db: Db, transportId: string, code: string): Promise<void> {
  const attempt = await take(db, `delivery-code:${transportId}`, codeTries);
  if (!attempt.allowed) {
    await release(db, attempt);
    throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: 'deliveries:codeLocked' });
  }
  const expected = await deliveryCodeOf(db, transportId);
  const right = expected !== null && expected.length === code.length && crypto.timingSafeEqual(Buffer.from(expected), Buffer.from(code));
  if (!right) throw new TRPCError({ code: 'BAD_REQUEST', message: 'deliveries:wrongCode' });
  // A right code is no guess: it leaves the count as it was.
  await release(db, attempt);
}
