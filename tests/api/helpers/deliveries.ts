/** Fixtures for the proof-of-delivery tests: the code, a photo row as an upload leaves it, the truck parked near the address. */
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { MarkDeliveredInput } from '@/lib/schemas/delivery';
import type { Db } from '@/server/db/client';
import { deliveryCodes, deliveryPhotos } from '@/server/db/schema';
import { addPositions } from './tracking';
import { validTransportInput } from './transports';

export async function codeOf(db: Db, transportId: string): Promise<string> {
  const [row] = await db.select({ code: deliveryCodes.code }).from(deliveryCodes).where(eq(deliveryCodes.transportId, transportId));
  if (!row) throw new Error('no delivery code: has transit started?');
  return row.code;
}

/** A stored delivery photo of this transport, as POST /api/uploads/delivery records it. */
export async function photoOf(db: Db, transportId: string, userId: string): Promise<string> {
  const key = `delivery-${crypto.randomBytes(16).toString('hex')}-abcd1234.jpg`;
  await db.insert(deliveryPhotos).values({ key, transportId, uploadedBy: userId });
  return key;
}

/** The vehicle's last position `meters` north of the test loads' delivery address (Ferhadija 2, Sarajevo). */
export async function parkNearAddress(db: Db, vehicleId: string, meters: number): Promise<void> {
  const { deliveryLat, deliveryLon } = validTransportInput();
  await addPositions(db, vehicleId, [{ minutesAgo: 1, lat: (deliveryLat ?? 0) + meters / 111_195, lon: deliveryLon ?? 0 }]);
}

/** A delivery the receiver accepts: name and code (a made-up one before transit starts), no reservations, no photos. */
export async function inOrder(db: Db, transportId: string, overrides: Partial<MarkDeliveredInput> = {}): Promise<MarkDeliveredInput> {
  return {
    id: transportId,
    receiverAbsent: false,
    receiverName: 'Ana Receiver',
    code: await codeOf(db, transportId).catch(() => '000000'),
    reservations: [],
    photoKeys: [],
    ...overrides,
  };
}
