/**
 * The public profiles (spec sections 2 and 3) as the server renders them. Only what a stranger may
 * read: a person's name, account type, description, picture and active-since date; a company's name,
 * registration number, website, description, cover, fleet size and completed transports; and the
 * reviews about them. Never an email, a phone number, an address, a tax ID, a contact person or a
 * document. An id that is not a UUID, or names nobody, gives null (the page answers 404).
 */
import { and, count, eq, or } from 'drizzle-orm';
import * as z from 'zod/mini';
import type { Db } from '../../db/client';
import { bids, companies, reviews, transports, users, vehicles } from '../../db/schema';
import { ratingSummary } from '../reviews/ratings';
import { reviewPage } from '../reviews/review-list';

const isUuid = (id: string) => z.uuid().safeParse(id).success;

export async function userProfile(db: Db, id: string, page = 1) {
  if (!isUuid(id)) return null;
  const [user] = await db
    .select({
      id: users.id,
      name: users.name,
      accountType: users.accountType,
      description: users.description,
      avatarKey: users.avatarKey,
      activeSince: users.createdAt,
      companyId: companies.id,
      companyName: companies.name,
    })
    .from(users)
    .leftJoin(companies, eq(companies.ownerId, users.id))
    .where(eq(users.id, id));
  if (!user) return null;
  const [rating, reviewList] = await Promise.all([ratingSummary(db, { userId: id }), reviewPage(db, eq(reviews.subjectUserId, id), page)]);
  return { ...user, rating, reviews: reviewList };
}

export async function companyProfile(db: Db, id: string, page = 1) {
  if (!isUuid(id)) return null;
  const [company] = await db
    .select({
      id: companies.id,
      name: companies.name,
      registrationNumber: companies.companyId,
      website: companies.website,
      description: companies.description,
      coverKey: companies.coverKey,
      activeSince: companies.createdAt,
      ownerId: companies.ownerId,
      accountType: users.accountType,
    })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.ownerId))
    .where(eq(companies.id, id));
  if (!company) return null;
  const [rating, reviewList, [fleet], [completed]] = await Promise.all([
    ratingSummary(db, { companyId: id }),
    reviewPage(db, eq(reviews.subjectCompanyId, id), page),
    db.select({ n: count() }).from(vehicles).where(eq(vehicles.companyId, id)),
    // Delivered work it carried (its accepted bid) or ordered (its owner's transports).
    db
      .select({ n: count() })
      .from(transports)
      .leftJoin(bids, eq(bids.id, transports.awardedBidId))
      .where(and(eq(transports.status, 'DELIVERED'), or(eq(transports.ownerId, company.ownerId), eq(bids.companyId, id)))),
  ]);
  return { ...company, rating, reviews: reviewList, fleetSize: fleet?.n ?? 0, completedTransports: completed?.n ?? 0 };
}

export type UserProfile = NonNullable<Awaited<ReturnType<typeof userProfile>>>;
export type CompanyProfile = NonNullable<Awaited<ReturnType<typeof companyProfile>>>;
