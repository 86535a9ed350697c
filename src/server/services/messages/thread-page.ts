/**
 * A page of a thread for one of its sides: the newest messages, the older ones before a message, or
 * the newer ones after it (what a live tab fetches when its stream says something changed). Read
 * through messages_thread_idx from the given id, never by counting: as fast at message 100,000 as at
 * message 10. The head says who the other side is, what the caller may do, and up to which message
 * the other side has read ("seen").
 */
import { and, asc, desc, eq, gt, lt, sql } from 'drizzle-orm';
import { closedThreadDays, messagePageSize, type ThreadSide } from '@/lib/messages';
import type { Db } from '../../db/client';
import { bids, companies, messages, messageThreads, transports, type MessageRow, type MessageThread } from '../../db/schema';
import { asRead } from '../transports/transport-access';
import { viewOf } from './message-view';
import { isPartyOf, partyOf, threadNotFound, type Caller } from './thread-access';
import { customerNameSql } from './thread-parties';

const day = 86_400_000;

const changesOlder = (row: MessageRow) =>
  row.kind === 'offer' || row.systemEvent === 'offerAccepted' || row.systemEvent === 'offerDeclined';

/**
 * The thread and everything its head shows, in one query (PGlite answers queries one after another:
 * one round trip instead of four): the other side's name, the load's state, the company's bid.
 * NOT_FOUND unless the caller is a side of it.
 */
export async function threadWithHead(db: Db, threadId: string, caller: Caller) {
  const party = await partyOf(db, caller);
  const [row] = await db
    .select({
      thread: messageThreads,
      companyName: companies.name,
      customerName: sql<string>`(select ${customerNameSql} from users u where u.id = ${messageThreads.customerId})`,
      transportStatus: transports.status,
      loadingDate: transports.loadingDate,
      bidId: bids.id,
      bidAmount: bids.amount,
      bidCurrency: bids.currency,
      bidStatus: bids.status,
      bidValidUntil: bids.validUntil,
    })
    .from(messageThreads)
    .innerJoin(companies, eq(companies.id, messageThreads.companyId))
    .leftJoin(transports, eq(transports.id, messageThreads.transportId))
    .leftJoin(bids, and(eq(bids.transportId, messageThreads.transportId), eq(bids.companyId, messageThreads.companyId)))
    .where(eq(messageThreads.id, threadId))
    .limit(1);
  if (!row || !isPartyOf(row.thread, party)) throw threadNotFound();
  const { thread } = row;
  const side = party.side;
  const transport = row.transportStatus && row.loadingDate ? asRead({ status: row.transportStatus, loadingDate: row.loadingDate }) : null;
  const bid =
    row.bidId && row.bidAmount !== null && row.bidCurrency && row.bidStatus
      ? { id: row.bidId, amount: row.bidAmount, currency: row.bidCurrency, status: row.bidStatus, validUntil: row.bidValidUntil }
      : null;
  const head = {
    id: thread.id,
    transportId: thread.transportId,
    title: thread.title,
    side,
    otherName: side === 'customer' ? row.companyName : row.customerName,
    customerId: thread.customerId,
    companyId: thread.companyId,
    revealed: thread.revealedAt !== null,
    closed: thread.closedAt !== null,
    readableUntil: thread.closedAt ? new Date(thread.closedAt.getTime() + closedThreadDays * day) : null,
    loadingDate: transport?.loadingDate ?? null,
    transportStatus: transport?.status ?? null,
    bid,
    /** The customer may propose a price while the company's bid stands on an open load. */
    canOffer: side === 'customer' && transport?.status === 'OPEN' && bid?.status === 'PENDING' && !thread.closedAt,
    myReadId: side === 'customer' ? thread.customerReadId : thread.companyReadId,
    otherReadId: side === 'customer' ? thread.companyReadId : thread.customerReadId,
  };
  return { thread, side, head };
}

export async function threadMessages(
  db: Db,
  thread: MessageThread,
  side: ThreadSide,
  at: { before?: number | undefined; after?: number | undefined },
) {
  const now = new Date();
  if (at.after !== undefined) {
    const rows = await db
      .select()
      .from(messages)
      .where(and(eq(messages.threadId, thread.id), gt(messages.id, at.after)))
      .orderBy(asc(messages.id))
      .limit(messagePageSize + 1);
    // More than a page came since, or an offer changed an older one's state (replaced, accepted,
    // declined): the reader starts again from the newest page.
    if (rows.length > messagePageSize || rows.some(changesOlder)) return threadMessages(db, thread, side, {});
    return { messages: rows.map((row) => viewOf(row, side, now)), olderCursor: null, reset: false };
  }
  const rows = await db
    .select()
    .from(messages)
    // The newest page is bounded by the thread's last message too: without a bound the planner may walk
    // the whole table's id index backwards past every newer message of other threads (bench/messages).
    .where(and(eq(messages.threadId, thread.id), lt(messages.id, at.before ?? (thread.lastMessageId ?? 0) + 1)))
    .orderBy(desc(messages.id))
    .limit(messagePageSize + 1);
  const page = rows.slice(0, messagePageSize).reverse();
  return {
    messages: page.map((row) => viewOf(row, side, now)),
    olderCursor: rows.length > messagePageSize ? (page[0]?.id ?? null) : null,
    reset: at.before === undefined,
  };
}
