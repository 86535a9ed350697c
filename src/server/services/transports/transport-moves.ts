/** The lifecycle's moves, each under the rule of src/lib/transport-status.ts and its allowed actor. */
import { TRPCError } from '@trpc/server';
import { and, eq } from 'drizzle-orm';
import type { TransportStatus } from '@/lib/constants';
import type { TransportAction } from '@/lib/transport-status';
import type { Db } from '../../db/client';
import { bids, transports } from '../../db/schema';
import { takeVehicle, vehicleForStart } from './job-vehicle';
import { loadForAction } from './transport-access';
import { standingBidderIds, tellAuctionEnded } from '../notifications/bid-events';
import { tellInTransit } from '../notifications/transport-events';
import { issueDeliveryCode } from '../deliveries/delivery-code';
import { closeOpenOffers } from '../messages/counter-offers';

/** Moves the transport only if nobody moved it in between (two tabs, two people). */
export async function move(
  db: Db,
  id: string,
  from: TransportStatus,
  to: TransportStatus,
  extra: Partial<typeof transports.$inferInsert> = {},
) {
  const moved = await db
    .update(transports)
    .set({ status: to, updatedAt: new Date(), ...extra })
    .where(and(eq(transports.id, id), eq(transports.status, from)))
    .returning({ id: transports.id });
  if (moved.length === 0) throw new TRPCError({ code: 'CONFLICT', message: 'transports:illegalTransition' });
}

const targets = { cancel: 'CANCELLED', startTransit: 'IN_TRANSIT' } as const satisfies Partial<Record<TransportAction, TransportStatus>>;

/**
 * cancel, startTransit: a status move (cancel also declines pending bids). Starting takes the job's
 * vehicle (`vehicleId`, else the accepted bid's) ON_JOB and makes the delivery code; delivering
 * (services/deliveries/record-delivery.ts, with its proof) frees the vehicle again.
 */
export async function transition(db: Db, userId: string, id: string, action: keyof typeof targets, vehicleId?: string) {
  const transport = await loadForAction(db, id, userId, action);
  const to = targets[action];
  const vehicle = action === 'startTransit' ? await vehicleForStart(db, userId, transport, vehicleId) : null;
  await db.transaction(async (tx) => {
    await move(tx, id, transport.status, to, action === 'startTransit' ? { transitStartedAt: new Date(), pickupReachedAt: null } : {});
    if (vehicle) await takeVehicle(tx, transport, vehicle.id);
    if (action === 'startTransit') await issueDeliveryCode(tx, id);
    if (action === 'startTransit') await tellInTransit(tx, transport);
    if (action === 'cancel') {
      await tellAuctionEnded(tx, transport, await standingBidderIds(tx, id));
      await tx
        .update(bids)
        .set({ status: 'DECLINED', updatedAt: new Date() })
        .where(and(eq(bids.transportId, id), eq(bids.status, 'PENDING')));
      await closeOpenOffers(tx, id);
    }
  });
  return { success: true as const, status: to };
}
