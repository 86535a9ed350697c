import { TRPCError } from '@trpc/server';
import type { CreateTransportInput } from '@/lib/schemas/transport';
import type { HandlerOptions } from '../../trpc';
import { transportItems, transports } from '../../db/schema';
import { utcToday } from '@/lib/calendar-day';
import { tellLoadMatches } from '../../services/notifications/load-matches';
import { itemRows, transportValues } from '../../services/transports/transport-values';
import { auctionTermValues } from '../../services/transports/auction-term-values';

/**
 * Customers. The loading day may not be before today in UTC, the day expiry counts from. European
 * time zones are at or ahead of UTC, so nobody's own today is refused. Saved searches it matches
 * alert their companies in the same transaction (load-matches.ts).
 */
export async function createHandler({ ctx, input }: HandlerOptions<CreateTransportInput>) {
  if (input.loadingDate < utcToday()) throw new TRPCError({ code: 'BAD_REQUEST', message: 'validation:dateInPast' });
  return ctx.db.transaction(async (tx) => {
    const [transport] = await tx
      .insert(transports)
      .values({ ownerId: ctx.auth.userId, ...transportValues(input), ...auctionTermValues(input) })
      .returning();
    if (!transport) throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: 'transports:createFailed' });
    await tx.insert(transportItems).values(itemRows(transport.id, input.items));
    await tellLoadMatches(tx, transport);
    return { id: transport.id };
  });
}
