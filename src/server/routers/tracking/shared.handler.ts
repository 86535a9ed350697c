import { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import { cityOf } from '@/lib/eta';
import type { SharedTrackingInput } from '@/lib/schemas/tracking';
import type { Context, HandlerOptions } from '../../trpc';
import { trackingShares } from '../../db/schema';
import { followSnapshot, jobVehicleOf, type FollowSnapshot } from '../../services/live/follow';
import { deliveryCodeOf } from '../../services/deliveries/delivery-code';
import { hashShareToken } from '../../services/tracking/share-tokens';
import { findTransport } from '../../services/transports/transport-access';
import { take, type Limit } from '../../platform/rate-limit';
import { shareableStatuses } from './shareable';

/** A recipient's page polls every 15 s: 120 a minute per address leaves room for several tabs, not for guessing. */
const sharedPerIp: Limit = { max: 120, windowMs: 60_000 };

const linkNotFound = () => new TRPCError({ code: 'NOT_FOUND', message: 'tracking:shared.notFound' });

const delivered: FollowSnapshot = { state: 'inactive', destination: null };

/** After delivery a link that still holds says when, for this long; then it is not found like any other. */
const deliveredShownMs = 30 * 24 * 3_600_000;

/**
 * No log-in: a link that is not revoked, not expired, and whose transport is not cancelled. It answers
 * this transport's title, route cities and status, its vehicle's plate and type (so the recipient knows
 * the truck at the gate) and where it is: never the customer, the carrier's company, its fleet or other
 * jobs. A link made for the consignee also shows the delivery code while IN_TRANSIT (never before the
 * code exists, never after delivery). Once delivered, for 30 days, only when: no vehicle, no position.
 * The link's label is the customer's own name for it and stays with them. Every refusal is the same NOT_FOUND.
 */
export async function sharedHandler({ ctx, input }: HandlerOptions<SharedTrackingInput, Context>) {
  const attempt = await take(ctx.db, `tracking-shared:${ctx.ip}`, sharedPerIp);
  if (!attempt.allowed) throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: 'tracking:shared.tooMany' });
  const [share] = await ctx.db
    .select()
    .from(trackingShares)
    .where(eq(trackingShares.tokenHash, hashShareToken(input.token)));
  if (!share || share.revokedAt || (share.expiresAt && share.expiresAt.getTime() <= Date.now())) throw linkNotFound();
  const transport = await findTransport(ctx.db, share.transportId);
  if (!transport) throw linkNotFound();
  const head = {
    title: transport.title,
    from: cityOf(transport.loadingAddress),
    to: cityOf(transport.deliveryAddress),
    expiresAt: share.expiresAt,
  };
  if (transport.status === 'DELIVERED' && transport.deliveredAt && Date.now() - transport.deliveredAt.getTime() < deliveredShownMs)
    return { ...head, status: transport.status, deliveredAt: transport.deliveredAt, vehicle: null, deliveryCode: null, ...delivered };
  if (!shareableStatuses.includes(transport.status)) throw linkNotFound();
  const showsCode = share.showsDeliveryCode && transport.status === 'IN_TRANSIT';
  const [snapshot, vehicle, deliveryCode] = await Promise.all([
    followSnapshot(ctx.db, transport),
    jobVehicleOf(ctx.db, transport),
    showsCode ? deliveryCodeOf(ctx.db, transport.id) : null,
  ]);
  return {
    ...head,
    status: transport.status,
    vehicle: vehicle && { plate: vehicle.plate, type: vehicle.type },
    deliveredAt: null,
    deliveryCode,
    ...snapshot,
  };
}
