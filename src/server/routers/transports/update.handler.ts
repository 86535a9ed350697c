import { TRPCError } from '@trpc/server';
import { asc, eq } from 'drizzle-orm';
import { utcToday } from '@/lib/calendar-day';
import type { UpdateTransportInput } from '@/lib/schemas/transport-update';
import { lockedChanges, type TransportFields } from '@/lib/transport-edit';
import { transportFieldsOf } from '@/lib/transport-fields';
import type { HandlerOptions } from '../../trpc';
import { transportItems, transports, type Transport } from '../../db/schema';
import type { Db } from '../../db/client';
import { standingBidderIds } from '../../services/notifications/bid-events';
import { tellLoadMatches } from '../../services/notifications/load-matches';
import { tellTransportEdited } from '../../services/notifications/transport-events';
import { auctionTermValues } from '../../services/transports/auction-term-values';
import { itemRows, transportValues } from '../../services/transports/transport-values';
import { lockOwnOpenTransport } from './lock-own-transport';
import { defaultBiddingDay } from '@/lib/auction-terms';

/** What bids leave free (src/lib/transport-edit.ts): the description, a later bidding deadline, the budget. */
async function editAfterBids(tx: Db, transport: Transport, fields: TransportFields) {
  const terms = auctionTermValues(fields);
  const items = await tx
    .select()
    .from(transportItems)
    .where(eq(transportItems.transportId, transport.id))
    .orderBy(asc(transportItems.position));
  // Compared as stored: a currency beside no amount is none.
  const asStored = { ...fields, budgetCurrency: terms.budgetCurrency, bookNowCurrency: terms.bookNowCurrency };
  const stored = transportFieldsOf(transport, items);
  if (lockedChanges(stored, asStored).length > 0) {
    throw new TRPCError({ code: 'CONFLICT', message: 'transports:lockedAfterBids' });
  }
  // The same bidding day keeps its moment (it may have ended in UTC, or on another browser's clocks).
  const sameDay = (fields.biddingEndsOn ?? defaultBiddingDay(fields.loadingDate)) === stored.biddingEndsOn;
  const biddingEndsAt = sameDay ? transport.biddingEndsAt : terms.biddingEndsAt;
  if (biddingEndsAt < transport.biddingEndsAt) throw new TRPCError({ code: 'CONFLICT', message: 'transports:deadlineEarlier' });
  const { budgetAmount, budgetCurrency } = terms;
  const description = transportValues(fields).description;
  const at = new Date();
  await tx
    .update(transports)
    .set({ description, biddingEndsAt, budgetAmount, budgetCurrency, updatedAt: at })
    .where(eq(transports.id, transport.id));
  return at;
}

/**
 * The owner edits an OPEN transport. Before the first bid anything may change, items too, and the
 * derived columns are computed again as on create (saved searches it now matches hear of it). Once
 * bids stand, only the fields of src/lib/transport-edit.ts may change (else CONFLICT
 * `transports:lockedAfterBids`), the deadline only later, and each standing bidder is told. The row
 * lock is taken before the bids are counted, so a bid placed meanwhile waits and then sees the edit.
 */
export async function updateHandler({ ctx, input }: HandlerOptions<UpdateTransportInput>) {
  const { id, acceptTerms: _acceptTerms, ...fields } = input;
  return ctx.db.transaction(async (tx) => {
    const transport = await lockOwnOpenTransport(tx, id, ctx.auth.userId);
    const bidderIds = await standingBidderIds(tx, id);
    if (bidderIds.length > 0) {
      const at = await editAfterBids(tx, transport, fields);
      await tellTransportEdited(tx, transport, bidderIds, at);
      return { id, told: bidderIds.length };
    }
    if (fields.loadingDate < utcToday()) throw new TRPCError({ code: 'BAD_REQUEST', message: 'validation:dateInPast' });
    const [edited] = await tx
      .update(transports)
      .set({ ...transportValues(fields), ...auctionTermValues(fields), updatedAt: new Date() })
      .where(eq(transports.id, id))
      .returning();
    await tx.delete(transportItems).where(eq(transportItems.transportId, id));
    await tx.insert(transportItems).values(itemRows(id, fields.items));
    if (edited) await tellLoadMatches(tx, edited);
    return { id, told: 0 };
  });
}
