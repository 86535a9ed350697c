/**
 * What a transport's moves tell (issue 26), in the move's transaction: the customer hears that the
 * load was picked up and delivered; at delivery both sides are asked for a review; a cancelled or
 * deleted auction tells the transporters whose bids stood (bid-events.ts); an edited one (issue 28)
 * tells them too, once per edit.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bids, type Transport } from '../../db/schema';
import { notify } from './notify';
import { notificationPaths } from './notification-paths';

type Moved = Pick<Transport, 'id' | 'title' | 'ownerId' | 'awardedBidId'>;

export async function tellInTransit(db: Db, transport: Moved) {
  await notify(db, {
    userId: transport.ownerId,
    kind: 'inTransit',
    subjectKey: transport.id,
    transportId: transport.id,
    path: notificationPaths.customerTransport(transport.id),
    params: { title: transport.title },
    eventKey: `transit:${transport.id}`,
  });
}

export async function tellDelivered(db: Db, transport: Moved) {
  const params = { title: transport.title };
  const common = { subjectKey: transport.id, transportId: transport.id, params };
  await notify(db, {
    ...common,
    userId: transport.ownerId,
    kind: 'delivered',
    path: notificationPaths.customerTransport(transport.id),
    eventKey: `delivered:${transport.id}`,
  });
  await notify(db, {
    ...common,
    userId: transport.ownerId,
    kind: 'reviewToLeave',
    path: notificationPaths.customerTransport(transport.id),
    eventKey: `review:${transport.id}`,
  });
  if (!transport.awardedBidId) return;
  const [hired] = await db
    .select({ transporterId: bids.transporterId })
    .from(bids)
    .where(and(eq(bids.id, transport.awardedBidId), eq(bids.transportId, transport.id)));
  if (!hired) return;
  await notify(db, {
    ...common,
    userId: hired.transporterId,
    kind: 'reviewToLeave',
    path: notificationPaths.job(transport.id),
    eventKey: `review:${transport.id}`,
  });
}

/** An OPEN transport edited after bids: each transporter whose bid stands hears it, once per edit. */
export async function tellTransportEdited(db: Db, transport: Pick<Transport, 'id' | 'title'>, bidderIds: readonly string[], at: Date) {
  for (const userId of bidderIds) {
    await notify(db, {
      userId,
      kind: 'transportEdited',
      subjectKey: transport.id,
      transportId: transport.id,
      path: notificationPaths.load(transport.id),
      params: { title: transport.title },
      eventKey: `edited:${transport.id}:${at.getTime()}`,
    });
  }
}
