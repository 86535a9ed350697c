/**
 * Throttling of tracker-id guesses. Ids the fleet form generates carry 128 random bits and cannot be
 * guessed; these limits are for the ids operators typed before (`trk-acme-01`) and cost a prober the
 * signal that tells a known id from an unknown one:
 *  - per address at the tracker endpoint: 30 refused requests (unknown device, malformed input) in
 *    15 minutes; past that, every refusal is answered as a stored point would be (200, empty), so an
 *    unknown id looks like a known one. A real tracker behind the same address still stores its points.
 *  - per user in the fleet form: 5 "tracker taken" answers about another company's vehicle in an hour;
 *    past that, every save that gives a vehicle a new tracker id is refused with `too many attempts`,
 *    taken or not, so the answer says nothing about the id.
 * The counts live in the database (rate-limit.ts), not in memory: several server processes serve
 * the tracker endpoint behind one load balancer, and a guesser spread over them (or waiting for a
 * restart) must not get a fresh budget from each.
 */
import { and, count, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateLimitEvents } from '../../db/schema';
import { release, take, type Limit } from '../../platform/rate-limit';

export const trackerGuessLimits = {
  refusalsPerAddress: { max: 30, windowMs: 15 * 60_000 },
  takenAnswersPerUser: { max: 5, windowMs: 60 * 60_000 },
} satisfies Record<string, Limit>;

const addressKey = (address: string) => `tracker-refused:${address}`;
const userKey = (userId: string) => `tracker-taken:${userId}`;

/**
 * Counts one refused tracker request; false once the address has spent its refusals (answer 200).
 * A request past the limit is not kept: a flood leaves at most `max` rows per address, not one each.
 */
export async function mayRefuseTracker(db: Db, address: string): Promise<boolean> {
  const attempt = await take(db, addressKey(address), trackerGuessLimits.refusalsPerAddress);
  if (!attempt.allowed) await release(db, attempt);
  return attempt.allowed;
}

/** Counts one "taken by another company" answer; false once the user has spent them. */
export async function mayAnswerTrackerTaken(db: Db, userId: string): Promise<boolean> {
  return (await take(db, userKey(userId), trackerGuessLimits.takenAnswersPerUser)).allowed;
}

/** Whether the user has spent the "taken" answers of the window, without counting an attempt. */
export async function trackerChecksSpent(db: Db, userId: string): Promise<boolean> {
  const { max, windowMs } = trackerGuessLimits.takenAnswersPerUser;
  const since = new Date(Date.now() - windowMs);
  const [spent] = await db
    .select({ n: count() })
    .from(rateLimitEvents)
    .where(and(eq(rateLimitEvents.key, userKey(userId)), gt(rateLimitEvents.createdAt, since)));
  return (spent?.n ?? 0) >= max;
}
