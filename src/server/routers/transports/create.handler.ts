import { TRPCError } from '@trpc/server';
import type { CreateTransportInput } from '@/lib/schemas/transport';
import { estimateLoad } from '@/lib/transport-math';
import type { Db } from '../../db/client';
import { transportItems, transports } from '../../db/schema';

/**
 * Today in UTC, the same day the expiry rule counts from (access.ts). European time zones are at or
 * ahead of UTC, so nobody's own today is refused.
 */
function earliestLoadingDate(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

export async function createTransportHandler(db: Db, ownerId: string, input: CreateTransportInput) {
  if (input.loadingDate < earliestLoadingDate()) {
    throw new TRPCError({ code: 'BAD_REQUEST', message: 'validation:dateInPast' });
  }
  const load = estimateLoad(input.items);
  return db.transaction(async (tx) => {
    const [transport] = await tx
      .insert(transports)
      .values({
        ownerId,
        title: input.title,
        description: input.description || null,
        deliveryType: input.deliveryType,
        loadingAddress: input.loadingAddress,
        loadingCountry: input.loadingCountry,
        loadingLat: input.loadingLat,
        loadingLon: input.loadingLon,
        loadingDate: input.loadingDate,
        loadingFlexible: input.loadingFlexible,
        deliveryAddress: input.deliveryAddress,
        deliveryCountry: input.deliveryCountry,
        deliveryLat: input.deliveryLat,
        deliveryLon: input.deliveryLon,
        deliveryDate: input.deliveryDate,
        deliveryFlexible: input.deliveryFlexible,
        estimatedWeightKg: load.weightKg,
        estimatedVolumeM3: load.volumeM3,
        vehicle: load.vehicle,
      })
      .returning({ id: transports.id });
    if (!transport) throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: 'transports:createFailed' });
    await tx.insert(transportItems).values(input.items.map((item, position) => ({ ...item, transportId: transport.id, position })));
    return { id: transport.id };
  });
}
