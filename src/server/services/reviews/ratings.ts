/**
 * Ratings, always computed from the reviews themselves (no stored copy to drift): the average and
 * count shown beside names in lists and on bids, and a profile's summary with its 5★..1★ spread.
 */
import { avg, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reviews } from '../../db/schema';

export interface Rating {
  average: number | null;
  count: number;
}

export interface RatingSummary extends Rating {
  /** How many reviews gave 5, 4, 3, 2 and 1 stars, in that order. */
  distribution: [number, number, number, number, number];
}

const oneDecimal = (value: string | number | null) => (value === null ? null : Math.round(Number(value) * 10) / 10);

/** Average rating and number of reviews for each subject named, grouped by the subject's column. */
async function ratingsBy(db: Db, subject: typeof reviews.subjectUserId | typeof reviews.subjectCompanyId, ids: string[]) {
  const ratings = new Map<string, Rating>();
  if (ids.length === 0) return ratings;
  const rows = await db
    .select({ id: subject, average: avg(reviews.rating), count: count() })
    .from(reviews)
    .where(inArray(subject, ids))
    .groupBy(subject);
  for (const row of rows) if (row.id) ratings.set(row.id, { average: oneDecimal(row.average), count: row.count });
  return ratings;
}

/** Average rating and number of reviews for each user named. */
export function ratingsOf(db: Db, userIds: string[]): Promise<Map<string, Rating>> {
  return ratingsBy(db, reviews.subjectUserId, userIds);
}

/** The same for companies: a transporter's public identity is its company (issue 28), rated as its profile is. */
export function companyRatingsOf(db: Db, companyIds: string[]): Promise<Map<string, Rating>> {
  return ratingsBy(db, reviews.subjectCompanyId, companyIds);
}

/** The summary of the reviews about one user, or about one company. */
export async function ratingSummary(db: Db, about: { userId: string } | { companyId: string }): Promise<RatingSummary> {
  const where: SQL = 'userId' in about ? eq(reviews.subjectUserId, about.userId) : eq(reviews.subjectCompanyId, about.companyId);
  const rows = await db.select({ rating: reviews.rating, count: count() }).from(reviews).where(where).groupBy(reviews.rating);
  const distribution: RatingSummary['distribution'] = [0, 0, 0, 0, 0];
  let total = 0;
  let sum = 0;
  for (const row of rows) {
    distribution[5 - row.rating] = row.count;
    total += row.count;
    sum += row.rating * row.count;
  }
  return { average: total === 0 ? null : oneDecimal(sum / total), count: total, distribution };
}
