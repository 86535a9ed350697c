import { TRPCError } from '@trpc/server';
import type { CreateTransportInput } from '@/lib/schemas/transport';
import { estimateLoad } from '@/lib/transport-math';
import { itemShape } from '@/lib/vehicle-fit';
import type { HandlerOptions } from '../../trpc';
import { transportItems, transports } from '../../db/schema';
import { utcToday } from '@/lib/calendar-day';
import { tellLoadMatches } from '../../services/notifications/load-matches';

/**
 * Customers. The loading day may not be before today in UTC, the day expiry counts from. European
 * time zones are at or ahead of UTC, so nobody's own today is refused. Saved searches it matches
 * alert their companies in the same transaction (load-matches.ts).
 */
export async function createHandler({ ctx, input }: HandlerOptions<CreateTransportInput>) {
  if (input.loadingDate < utcToday()) throw new TRPCError({ code: 'BAD_REQUEST', message: 'validation:dateInPast' });
  const load = estimateLoad(input.items);
  return ctx.db.transaction(async (tx) => {
    const [transport] = await tx
      .insert(transports)
      .values({
        ownerId: ctx.auth.userId,
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
        ...itemShape(input.items),
      })
      .returning();
    if (!transport) throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: 'transports:createFailed' });
    await tx.insert(transportItems).values(input.items.map((item, position) => ({ ...item, transportId: transport.id, position })));
    await tellLoadMatches(tx, transport);
    return { id: transport.id };
  });
}
