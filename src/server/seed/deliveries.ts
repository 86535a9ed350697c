/**
 * Proof of delivery in the demo (issue 28): each transport in transit has its delivery code, and each
 * delivered one its record, chained in the order the deliveries happened (npm run verify-deliveries
 * finds the demo's chain whole). The receivers sign at the address, where the truck stood a few
 * dozen metres away; one delivery came late.
 */
import { asc, eq } from 'drizzle-orm';
import { haversineKm } from '@/lib/eta';
import type { Db } from '../db/client';
import { bids, deliveryCodes, transports } from '../db/schema';
import { appendRecord } from '../services/deliveries/delivery-chain';
import type { Random } from './random';

const receivers = ['Amra Hodžić', 'Marko Petrović', 'Ivana Kovač', 'Stefan Müller', 'Jovana Jovanović', 'Elena Stojanovska'];

export async function seedDeliveries(db: Db, random: Random): Promise<void> {
  const inTransit = await db.select({ id: transports.id }).from(transports).where(eq(transports.status, 'IN_TRANSIT'));
  if (inTransit.length > 0)
    await db
      .insert(deliveryCodes)
      .values(inTransit.map(({ id }) => ({ transportId: id, code: String(random.int(0, 999_999)).padStart(6, '0') })));
  const delivered = await db
    .select({ transport: transports, carrierId: bids.transporterId, vehicleId: bids.vehicleId })
    .from(transports)
    .innerJoin(bids, eq(bids.id, transports.awardedBidId))
    .where(eq(transports.status, 'DELIVERED'))
    .orderBy(asc(transports.deliveredAt), asc(transports.id));
  for (const [i, { transport, carrierId, vehicleId }] of delivered.entries()) {
    const at = transport.deliveredAt ?? transport.updatedAt;
    const address = { lat: transport.deliveryLat ?? 0, lon: transport.deliveryLon ?? 0 };
    const stood = { lat: address.lat + random.int(5, 40) / 111_195, lon: address.lon };
    const late = i === 1;
    await appendRecord(db, {
      transportId: transport.id,
      recordedBy: carrierId,
      receiverName: random.pick(receivers),
      receiverAbsent: false,
      reservations: late ? ['late'] : [],
      reservationText: null,
      photoKeys: [],
      recordedAt: at,
      vehicleId,
      positionLat: stood.lat,
      positionLon: stood.lon,
      positionAt: new Date(at.getTime() - 60_000),
      distanceM: Math.round(haversineKm(stood, address) * 1000),
    });
  }
}
