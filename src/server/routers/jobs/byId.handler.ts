import { asc, eq } from 'drizzle-orm';
import type { TransportIdInput } from '@/lib/schemas/transport';
import { haversineKm } from '@/lib/eta';
import { canTransition } from '@/lib/transport-status';
import type { HandlerOptions } from '../../trpc';
import type { Db } from '../../db/client';
import { bids, companies, latestPositions, transportItems, users, vehicles, type Transport } from '../../db/schema';
import { actorOf, findTransport, notFound } from '../../services/transports/transport-access';
import { vehicleChoices } from './vehicle-choices';

/**
 * The hired transporter only (anyone else: NOT_FOUND): the job with its items, the customer's contact
 * details (and the customer's company's, for a business), the agreed price and day, the vehicle, and
 * for a job to start the company's vehicles to pick from.
 */
export async function byIdHandler({ ctx, input }: HandlerOptions<TransportIdInput>) {
  const { db } = ctx;
  const userId = ctx.auth.userId;
  const transport = await findTransport(db, input.id);
  if (!transport || !transport.awardedBidId || (await actorOf(db, transport, userId)) !== 'carrier') throw notFound();
  const awardedBidId = transport.awardedBidId;
  const [items, [customer], [bid]] = await Promise.all([
    db.select().from(transportItems).where(eq(transportItems.transportId, transport.id)).orderBy(asc(transportItems.position)),
    db
      .select({ name: users.name, email: users.email, phone: users.phone, accountType: users.accountType, company: companies })
      .from(users)
      .leftJoin(companies, eq(companies.ownerId, users.id))
      .where(eq(users.id, transport.ownerId)),
    db
      .select({ amount: bids.amount, currency: bids.currency, pickupDate: bids.pickupDate, message: bids.message, vehicle: vehicles })
      .from(bids)
      .leftJoin(vehicles, eq(vehicles.id, bids.vehicleId))
      .where(eq(bids.id, awardedBidId)),
  ]);
  if (!customer || !bid) throw notFound();
  const business = customer.accountType === 'COMPANY' && customer.company;
  const actions = (['startTransit', 'markDelivered'] as const).filter((action) => canTransition(action, transport.status, 'carrier'));
  return {
    id: transport.id,
    title: transport.title,
    description: transport.description,
    status: transport.status,
    deliveryType: transport.deliveryType,
    loadingAddress: transport.loadingAddress,
    loadingDate: transport.loadingDate,
    loadingFlexible: transport.loadingFlexible,
    deliveryAddress: transport.deliveryAddress,
    deliveryDate: transport.deliveryDate,
    deliveryFlexible: transport.deliveryFlexible,
    estimatedWeightKg: transport.estimatedWeightKg,
    estimatedVolumeM3: transport.estimatedVolumeM3,
    items: items.map(({ transportId: _transportId, ...item }) => item),
    customer: {
      name: customer.name,
      email: customer.email,
      phone: customer.phone,
      company: business
        ? {
            name: business.name,
            email: business.email,
            phone: business.phone,
            address: business.address,
            contactPerson: business.contactPerson,
          }
        : null,
    },
    amount: bid.amount,
    currency: bid.currency,
    pickupDate: bid.pickupDate,
    vehicle: bid.vehicle && { id: bid.vehicle.id, name: bid.vehicle.name, plate: bid.vehicle.plate, type: bid.vehicle.type },
    actions,
    vehicleChoices: actions.includes('startTransit') ? await vehicleChoices(db, userId, transport) : [],
    deliveryKm: actions.includes('markDelivered') && bid.vehicle ? await kmToDelivery(db, bid.vehicle.id, transport) : null,
  };
}

/**
 * How far (straight line, km) the job's vehicle was last seen from the delivery address, for the
 * delivery form's warning (src/lib/delivery-warning.ts); null when either is unknown.
 */
async function kmToDelivery(db: Db, vehicleId: string, transport: Transport): Promise<number | null> {
  if (transport.deliveryLat === null || transport.deliveryLon === null) return null;
  const [last] = await db
    .select({ lat: latestPositions.lat, lon: latestPositions.lon })
    .from(latestPositions)
    .where(eq(latestPositions.vehicleId, vehicleId));
  return last ? haversineKm(last, { lat: transport.deliveryLat, lon: transport.deliveryLon }) : null;
}
