/**
 * Writing a message into a thread, in the caller's transaction: the row, then the thread's summary
 * (last message, the other side's unread count; the writer has read everything up to what they
 * wrote), then both parties' streams are woken on commit and the other side's bell told (a
 * push at once where wanted; a mail only if it is still unread an hour later: message-mail.ts).
 * Tovar's own messages (the award, a removed load) ring no bell (their cause has its own
 * notification) and count as unread for both sides, except for the side whose action wrote them
 * (`causedBy`: the customer who awarded or removed the load has read that she did).
 */
import { eq, sql, type AnyColumn } from 'drizzle-orm';
import { threadPath } from '@/lib/paths';
import type { ThreadSide } from '@/lib/messages';
import type { Db } from '../../db/client';
import { messages, messageThreads, type MessageRow, type MessageThread } from '../../db/schema';
import { notify } from '../notifications/notify';
import { partiesOf, wakeStreams } from './thread-parties';

export type NewMessage = Omit<typeof messages.$inferInsert, 'id' | 'threadId' | 'createdAt'> & { side: ThreadSide | 'system' };

type Thread = Pick<MessageThread, 'id' | 'customerId' | 'companyId' | 'title' | 'transportId'>;

export async function appendMessage(tx: Db, thread: Thread, message: NewMessage, causedBy?: ThreadSide): Promise<MessageRow> {
  const [row] = await tx
    .insert(messages)
    .values({ ...message, threadId: thread.id })
    .returning();
  if (!row) throw new Error('the message was not written');
  const by = message.side;
  /** The side's unread count: none left for the writer, one more for the other, as it was for the side that caused Tovar's note. */
  const unread = (side: ThreadSide, count: AnyColumn) =>
    by === side ? 0 : by === 'system' && causedBy === side ? sql`${count}` : sql`${count} + 1`;
  await tx
    .update(messageThreads)
    .set({
      lastMessageId: row.id,
      lastMessageAt: row.createdAt,
      customerUnread: unread('customer', messageThreads.customerUnread),
      companyUnread: unread('company', messageThreads.companyUnread),
      ...(by === 'customer' ? { customerReadId: row.id } : {}),
      ...(by === 'company' ? { companyReadId: row.id } : {}),
    })
    .where(eq(messageThreads.id, thread.id));
  const parties = await partiesOf(tx, thread);
  await wakeStreams(tx, [...parties.customer.userIds, ...parties.company.userIds]);
  if (by === 'system') return row;
  const to = by === 'customer' ? parties.company : parties.customer;
  for (const userId of to.userIds) {
    await notify(tx, {
      userId,
      kind: 'messageNew',
      subjectKey: thread.id,
      transportId: thread.transportId,
      path: threadPath(thread.id),
      params: { title: thread.title, name: parties[by].name },
      eventKey: `message:${row.id}`,
      noMail: true,
    });
  }
  return row;
}
