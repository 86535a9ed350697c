/**
 * Counter-offers (issue 27): the customer proposes a price to a company whose bid stands on an open
 * load, in the bid's currency, valid for 24 hours unless they pick a time, never past the loading
 * day; a newer offer replaces an open one. The company accepts (its bid's amount becomes the price,
 * standing at least as long as the offer did, so the customer may award it) or declines; each answer
 * is written into the thread, so the history of offers stays readable. Runs with the thread locked;
 * taking the price also locks the load, as bids.place does.
 */
import { TRPCError } from '@trpc/server';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { cappedToLoadingDay, maxBidAmount } from '@/lib/schemas/bid';
import { offerDefaultHours } from '@/lib/messages';
import type { Currency } from '@/lib/constants';
import type { Db } from '../../db/client';
import { bids, messages, messageThreads, transports, type MessageThread } from '../../db/schema';
import { liveBid } from '../transports/bid-access';
import { findTransport } from '../transports/transport-access';
import { appendMessage } from './message-append';
import { companyBid } from './thread-open';
import { lowestOthers, tellOutbid } from '../notifications/bid-events';

const conflict = (message: string) => new TRPCError({ code: 'CONFLICT', message });

interface AcceptedOffer {
  id: number;
  amount: number;
  currency: string;
  until: Date;
}

export async function makeOffer(tx: Db, thread: MessageThread, userId: string, amount: number, until: Date | undefined) {
  const transport = thread.transportId ? await findTransport(tx, thread.transportId) : undefined;
  const bid = transport ? await companyBid(tx, transport.id, thread.companyId) : undefined;
  if (!transport || transport.status !== 'OPEN' || bid?.status !== 'PENDING') throw conflict('messages:offerNotPossible');
  if (amount > maxBidAmount[bid.currency as Currency]) throw new TRPCError({ code: 'BAD_REQUEST', message: 'bids:amountTooLarge' });
  const validUntil = cappedToLoadingDay(until ?? new Date(Date.now() + offerDefaultHours * 3_600_000), transport.loadingDate);
  await tx
    .update(messages)
    .set({ offerState: 'replaced' })
    .where(and(eq(messages.threadId, thread.id), eq(messages.kind, 'offer'), eq(messages.offerState, 'open')));
  return appendMessage(tx, thread, {
    side: 'customer',
    authorId: userId,
    kind: 'offer',
    offerAmount: amount,
    offerCurrency: bid.currency,
    offerUntil: validUntil,
    offerState: 'open',
  });
}

/**
 * The load's open counter-offers (only `companyId`'s, when given) close: the bid they would change no
 * longer stands on an open load (the award, a cancellation, the load removed, the bid withdrawn), so
 * the company is not offered an answer that can only be refused.
 */
export async function closeOpenOffers(tx: Db, transportId: string, companyId?: string): Promise<void> {
  const threads = tx
    .select({ id: messageThreads.id })
    .from(messageThreads)
    .where(and(eq(messageThreads.transportId, transportId), companyId ? eq(messageThreads.companyId, companyId) : undefined));
  await tx
    .update(messages)
    .set({ offerState: 'closed' })
    .where(and(inArray(messages.threadId, threads), eq(messages.kind, 'offer'), eq(messages.offerState, 'open')));
}

/**
 * Locks the thread's load ahead of the thread itself when an offer is accepted: an award locks the
 * load, then the bids, then the threads, and an accept that took the thread first and the load
 * second could deadlock with it. In the same order, one waits for the other.
 */
export async function lockLoadBeforeThread(tx: Db, transportId: string | null): Promise<void> {
  if (transportId) await tx.select({ id: transports.id }).from(transports).where(eq(transports.id, transportId)).for('update');
}

export async function answerOffer(tx: Db, thread: MessageThread, userId: string, offerId: number, accept: boolean) {
  const [offer] = await tx
    .update(messages)
    .set({ offerState: accept ? 'accepted' : 'declined' })
    .where(
      and(
        eq(messages.id, offerId),
        eq(messages.threadId, thread.id),
        eq(messages.kind, 'offer'),
        eq(messages.offerState, 'open'),
        gt(messages.offerUntil, sql`now()`),
      ),
    )
    .returning({ id: messages.id, amount: messages.offerAmount, currency: messages.offerCurrency, until: messages.offerUntil });
  if (!offer?.amount || !offer.currency || !offer.until) throw conflict('messages:offerNotOpen');
  if (accept) await takePrice(tx, thread, { id: offer.id, amount: offer.amount, currency: offer.currency, until: offer.until });
  return appendMessage(tx, thread, {
    side: 'company',
    authorId: userId,
    kind: 'system',
    systemEvent: accept ? 'offerAccepted' : 'offerDeclined',
    // As text, as every note's params are; the thread writes it in the reader's money format.
    params: { amount: String(offer.amount), currency: offer.currency },
  });
}

/**
 * The company's standing bid on the open load takes the offered price, with the load locked as
 * bids.place locks it. A lower price tells the other bidders what bids.place would (outbid), keyed
 * by the offer so that no bids.place event of the same bid shares the key; a raise outbids no one.
 * The customer hears of it from the thread's "accepted" note, not a second time as a bid change.
 */
async function takePrice(tx: Db, thread: MessageThread, offer: AcceptedOffer) {
  const [auction] = thread.transportId
    ? await tx
        .select({ id: transports.id, title: transports.title, ownerId: transports.ownerId, status: transports.status })
        .from(transports)
        .where(eq(transports.id, thread.transportId))
        .for('update')
    : [];
  if (auction?.status !== 'OPEN') throw conflict('messages:offerNotPossible');
  const before = await companyBid(tx, auction.id, thread.companyId);
  const [bid] = await tx
    .update(bids)
    .set({
      amount: offer.amount,
      validUntil: sql`case when ${bids.validUntil} is null then null else greatest(${bids.validUntil}, ${offer.until}) end`,
      updatedAt: new Date(),
    })
    .where(and(eq(bids.companyId, thread.companyId), eq(bids.transportId, auction.id), eq(bids.currency, offer.currency), liveBid))
    .returning({ transporterId: bids.transporterId });
  if (!bid || !before) throw conflict('messages:offerNotPossible');
  if (offer.amount >= before.amount) return;
  const lowestBefore = await lowestOthers(tx, auction.id, offer.currency, bid.transporterId);
  await tellOutbid(tx, auction, offer, lowestBefore, `outbid:offer:${offer.id}`);
}
