/**
 * Who reviews whom on a transport: after DELIVERED, its owner reviews the hired transporter (the
 * account and its company) and the transporter reviews the owner (and the owner's company, if any),
 * each once, within `reviewWindowDays` of delivery. Anyone else is told the transport does not exist.
 */
import { and, eq } from 'drizzle-orm';
import { reviewWindowDays } from '@/lib/schemas/review';
import type { Db } from '../../db/client';
import { bids, companies, reviews, users } from '../../db/schema';
import { actorOf, findTransport, notFound } from '../transports/transport-access';

const dayMs = 86_400_000;

export type ReviewBlock = 'notDelivered' | 'windowClosed' | 'alreadyReviewed' | null;

export async function reviewSituation(db: Db, transportId: string, userId: string) {
  const transport = await findTransport(db, transportId);
  if (!transport) throw notFound();
  const actor = await actorOf(db, transport, userId);
  if (!actor || !transport.awardedBidId) throw notFound();
  const subjectUserId =
    actor === 'owner'
      ? (await db.select({ id: bids.transporterId }).from(bids).where(eq(bids.id, transport.awardedBidId)))[0]?.id
      : transport.ownerId;
  if (!subjectUserId) throw notFound();
  const [subject] = await db
    .select({ id: users.id, name: users.name, companyId: companies.id, companyName: companies.name })
    .from(users)
    .leftJoin(companies, eq(companies.ownerId, users.id))
    .where(eq(users.id, subjectUserId));
  if (!subject) throw notFound();
  const [mine] = await db
    .select({ rating: reviews.rating, text: reviews.text, createdAt: reviews.createdAt })
    .from(reviews)
    .where(and(eq(reviews.authorId, userId), eq(reviews.transportId, transportId), eq(reviews.subjectUserId, subjectUserId)));
  const deliveredAt = transport.status === 'DELIVERED' ? (transport.deliveredAt ?? transport.updatedAt) : null;
  const reviewableUntil = deliveredAt && new Date(deliveredAt.getTime() + reviewWindowDays * dayMs);
  const block: ReviewBlock = mine
    ? 'alreadyReviewed'
    : !reviewableUntil
      ? 'notDelivered'
      : reviewableUntil <= new Date()
        ? 'windowClosed'
        : null;
  return { transport, actor, subject, mine: mine ?? null, reviewableUntil, block };
}
