/**
 * A fresh demo's bells are not empty (issue 26): each customer has heard of the latest bids on their
 * open auctions, as if they had come in live; told in the app only, so the outbox is not flooded.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { bids, transports } from '../db/schema';
import { notifyAll } from '../services/notifications/notify';
import { notificationPaths } from '../services/notifications/notification-paths';
import { noticePrice } from '@/lib/notifications';

export async function seedNotifications(db: Db): Promise<void> {
  const latest = await db
    .select({
      bidId: bids.id,
      at: bids.updatedAt,
      amount: bids.amount,
      currency: bids.currency,
      transportId: transports.id,
      title: transports.title,
      ownerId: transports.ownerId,
    })
    .from(bids)
    .innerJoin(transports, eq(transports.id, bids.transportId))
    .where(and(eq(transports.status, 'OPEN'), eq(bids.status, 'PENDING')))
    .orderBy(desc(bids.updatedAt))
    .limit(40);
  await notifyAll(
    db,
    latest.reverse().map((bid) => ({
      userId: bid.ownerId,
      kind: 'bidNew' as const,
      subjectKey: bid.transportId,
      transportId: bid.transportId,
      path: notificationPaths.customerTransport(bid.transportId),
      params: { title: bid.title, ...noticePrice(bid.amount, bid.currency) },
      eventKey: `bid:${bid.bidId}:${bid.at.getTime()}`,
      bellOnly: true,
    })),
  );
}
