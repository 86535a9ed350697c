/** A profile's reviews, newest first, a page at a time, each with its author's name and the transport's title. */
import { desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reviews, transports, users } from '../../db/schema';

export const reviewsPerPage = 10;

export interface ReviewPage {
  page: number;
  hasMore: boolean;
  items: {
    id: string;
    rating: number;
    text: string | null;
    createdAt: Date;
    authorId: string;
    authorName: string;
    transportTitle: string | null;
  }[];
}

export async function reviewPage(db: Db, about: SQL, page: number): Promise<ReviewPage> {
  const rows = await db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      text: reviews.text,
      createdAt: reviews.createdAt,
      authorId: users.id,
      authorName: users.name,
      transportTitle: transports.title,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.authorId))
    .leftJoin(transports, eq(transports.id, reviews.transportId))
    .where(about)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(reviewsPerPage + 1)
    .offset((page - 1) * reviewsPerPage);
  return { page, hasMore: rows.length > reviewsPerPage, items: rows.slice(0, reviewsPerPage) };
}

/** The reviews page a profile URL asks for (`?page=`), 1 when missing or nonsense; at most 1,000. */
export function reviewPageFrom(url: URL): number {
  const page = Number.parseInt(url.searchParams.get('page') ?? '', 10);
  return Number.isFinite(page) ? Math.min(Math.max(page, 1), 1000) : 1;
}
