/**
 * A page of a thread for one of its sides: the newest messages, the older ones before a message, or
 * the newer ones after it (what a live tab fetches when its stream says something changed). Read
 * through messages_thread_idx from the given id, never by counting: as fast at message 100,000 as at
 * message 10. The head says who the other side is, what the caller may do, and up to which message
 * the other side has read ("seen").
 */
import { and, asc, desc, eq, gt, lt } from 'drizzle-orm';
import { closedThreadDays, messagePageSize, type ThreadSide } from '@/lib/messages';
import type { Db } from '../../db/client';
import { messages, transports, type MessageRow, type MessageThread } from '../../db/schema';
import { asRead } from '../transports/transport-access';
import { viewOf } from './message-view';
import { companyBid } from './thread-open';
import { partiesOf } from './thread-parties';

const day = 86_400_000;

const changesOlder = (row: MessageRow) =>
  row.kind === 'offer' || row.systemEvent === 'offerAccepted' || row.systemEvent === 'offerDeclined';

export async function threadHead(db: Db, thread: MessageThread, side: ThreadSide) {
  const [parties, transport, bid] = await Promise.all([
    partiesOf(db, thread),
    thread.transportId
      ? db
          .select({ status: transports.status, loadingDate: transports.loadingDate, awardedBidId: transports.awardedBidId })
          .from(transports)
          .where(eq(transports.id, thread.transportId))
          .then(([row]) => row && asRead(row))
      : undefined,
    thread.transportId ? companyBid(db, thread.transportId, thread.companyId) : undefined,
  ]);
  const other = side === 'customer' ? 'company' : 'customer';
  const open = transport?.status === 'OPEN';
  return {
    id: thread.id,
    transportId: thread.transportId,
    title: thread.title,
    side,
    otherName: parties[other].name,
    customerId: thread.customerId,
    companyId: thread.companyId,
    revealed: thread.revealedAt !== null,
    closed: thread.closedAt !== null,
    readableUntil: thread.closedAt ? new Date(thread.closedAt.getTime() + closedThreadDays * day) : null,
    loadingDate: transport?.loadingDate ?? null,
    transportStatus: transport?.status ?? null,
    bid: bid ? { id: bid.id, amount: bid.amount, currency: bid.currency, status: bid.status, validUntil: bid.validUntil } : null,
    /** The customer may propose a price while the company's bid stands on an open load. */
    canOffer: side === 'customer' && open && bid?.status === 'PENDING' && !thread.closedAt,
    myReadId: side === 'customer' ? thread.customerReadId : thread.companyReadId,
    otherReadId: side === 'customer' ? thread.companyReadId : thread.customerReadId,
  };
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
