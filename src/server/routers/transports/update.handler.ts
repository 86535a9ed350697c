import { TRPCError } from '@trpc/server';
import { asc, eq } from 'drizzle-orm';
import { utcToday } from '@/lib/calendar-day';
import type { UpdateTransportInput } from '@/lib/schemas/transport-update';
import { freeAfterBids, lockedChanges } from '@/lib/transport-edit';
import type { HandlerOptions } from '../../trpc';
import { transportItems, transports } from '../../db/schema';
import { standingBidderIds } from '../../services/notifications/bid-events';
import { tellLoadMatches } from '../../services/notifications/load-matches';
import { tellTransportEdited } from '../../services/notifications/transport-events';
import { fieldsOf, itemRows, transportValues } from '../../services/transports/transport-values';
import { lockOwnOpenTransport } from './lock-own-transport';

/**
 * The owner edits an OPEN transport. Before the first bid anything may change, items too, and the
 * derived columns are computed again as on create (saved searches it now matches hear of it). Once
 * bids stand, only the fields of src/lib/transport-edit.ts may change (else CONFLICT
 * `transports:lockedAfterBids`) and each standing bidder is told. The row lock is taken before the
 * bids are counted, so a bid placed meanwhile waits and then sees the edited transport.
 */
export async function updateHandler({ ctx, input }: HandlerOptions<UpdateTransportInput>) {
  const { id, acceptTerms: _acceptTerms, ...fields } = input;
  return ctx.db.transaction(async (tx) => {
    const transport = await lockOwnOpenTransport(tx, id, ctx.auth.userId);
    const bidderIds = await standingBidderIds(tx, id);
    const values = transportValues(fields);
    if (bidderIds.length > 0) {
      const items = await tx.select().from(transportItems).where(eq(transportItems.transportId, id)).orderBy(asc(transportItems.position));
      if (lockedChanges(fieldsOf(transport, items), fields).length > 0) {
        throw new TRPCError({ code: 'CONFLICT', message: 'transports:lockedAfterBids' });
      }
      const at = new Date();
      const free = Object.fromEntries(freeAfterBids.map((key) => [key, values[key]])) as Partial<typeof values>;
      await tx
        .update(transports)
        .set({ ...free, updatedAt: at })
        .where(eq(transports.id, id));
      await tellTransportEdited(tx, { ...transport, title: values.title }, bidderIds, at);
      return { id, told: bidderIds.length };
    }
    if (fields.loadingDate < utcToday()) throw new TRPCError({ code: 'BAD_REQUEST', message: 'validation:dateInPast' });
    const [edited] = await tx
      .update(transports)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(transports.id, id))
      .returning();
    await tx.delete(transportItems).where(eq(transportItems.transportId, id));
    await tx.insert(transportItems).values(itemRows(id, fields.items));
    if (edited) await tellLoadMatches(tx, edited);
    return { id, told: 0 };
  });
}
