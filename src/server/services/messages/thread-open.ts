/**
 * Finding or starting the thread of a load and a company. A transporter opens its company's thread on
 * a load it may see (open for bids, or one it bid on); the customer opens the thread with a company
 * that bid on their load. Anyone else gets NOT_FOUND. Two openings at once find the same row (the
 * unique index on load and company). A thread started after the award is revealed from the start.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bids, messageThreads } from '../../db/schema';
import { findTransport, notFound } from '../transports/transport-access';
import { partyOf, type Caller } from './thread-access';

/** The company's bid on the load (any state), or undefined. */
export async function companyBid(db: Db, transportId: string, companyId: string) {
  const [bid] = await db
    .select({ id: bids.id, amount: bids.amount, currency: bids.currency, status: bids.status, validUntil: bids.validUntil })
    .from(bids)
    .where(and(eq(bids.transportId, transportId), eq(bids.companyId, companyId)))
    .limit(1);
  return bid;
}

export async function openThread(db: Db, caller: Caller, transportId: string, companyId: string | undefined): Promise<string> {
  const transport = await findTransport(db, transportId);
  if (!transport) throw notFound();
  const party = await partyOf(db, caller);
  const company = party.side === 'company' ? party.id : companyId;
  if (!company) throw notFound();
  const bid = await companyBid(db, transport.id, company);
  const mayOpen =
    party.side === 'company' ? transport.status === 'OPEN' || bid !== undefined : transport.ownerId === party.id && bid !== undefined;
  if (!mayOpen) throw notFound();
  const revealed = bid !== undefined && transport.awardedBidId === bid.id;
  return ensureThread(db, {
    transportId: transport.id,
    customerId: transport.ownerId,
    companyId: company,
    title: transport.title,
    revealed,
  });
}

interface NewThread {
  transportId: string;
  customerId: string;
  companyId: string;
  title: string;
  revealed: boolean;
}

/** The thread's id, written first if there is none. */
export async function ensureThread(db: Db, thread: NewThread): Promise<string> {
  const [made] = await db
    .insert(messageThreads)
    .values({ ...thread, revealedAt: thread.revealed ? sql`now()` : null })
    .onConflictDoNothing({ target: [messageThreads.transportId, messageThreads.companyId] })
    .returning({ id: messageThreads.id });
  if (made) return made.id;
  const [found] = await db
    .select({ id: messageThreads.id })
    .from(messageThreads)
    .where(and(eq(messageThreads.transportId, thread.transportId), eq(messageThreads.companyId, thread.companyId)))
    .limit(1);
  if (!found) throw new Error('the thread was neither written nor found');
  return found.id;
}
