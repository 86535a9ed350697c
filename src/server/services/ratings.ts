import { avg, count, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { reviews } from '../db/schema';

export interface Rating {
  average: number | null;
  count: number;
}

/** Average rating and number of reviews for each user named. */
export async function ratingsOf(db: Db, userIds: string[]): Promise<Map<string, Rating>> {
  const ratings = new Map<string, Rating>();
  if (userIds.length === 0) return ratings;
  const rows = await db
    .select({ userId: reviews.subjectUserId, average: avg(reviews.rating), count: count() })
    .from(reviews)
    .where(inArray(reviews.subjectUserId, userIds))
    .groupBy(reviews.subjectUserId);
  for (const row of rows) {
    ratings.set(row.userId, { average: row.average === null ? null : Math.round(Number(row.average) * 10) / 10, count: row.count });
  }
  return ratings;
}
