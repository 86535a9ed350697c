/**
 * A side read a thread up to a message: its read mark moves forward (never back), its unread count
 * becomes the other side's messages after the mark, the thread's bell notice is read too, and both
 * parties' streams hear of it (the other side's "seen" moves).
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { ThreadSide } from '@/lib/messages';
import type { Db } from '../../db/client';
import { messageThreads, notifications, type MessageThread } from '../../db/schema';
import { partiesOf, wakeStreams } from './thread-parties';

export async function markThreadRead(db: Db, thread: MessageThread, side: ThreadSide, userId: string, upTo: number): Promise<void> {
  const readId = side === 'customer' ? messageThreads.customerReadId : messageThreads.companyReadId;
  const last = thread.lastMessageId ?? 0;
  const mark = Math.min(upTo, last);
  if (mark <= (side === 'customer' ? thread.customerReadId : thread.companyReadId)) return;
  const unreadLeft = sql`(select count(*)::int from messages m where m.thread_id = ${thread.id} and m.id > ${mark} and m.side <> ${side})`;
  await db.transaction(async (tx) => {
    await tx
      .update(messageThreads)
      .set(side === 'customer' ? { customerReadId: mark, customerUnread: unreadLeft } : { companyReadId: mark, companyUnread: unreadLeft })
      .where(and(eq(messageThreads.id, thread.id), sql`${readId} < ${mark}`));
    if (mark >= last) {
      await tx
        .update(notifications)
        .set({ readAt: new Date() })
        .where(
          and(
            eq(notifications.userId, userId),
            eq(notifications.kind, 'messageNew'),
            eq(notifications.subjectKey, thread.id),
            isNull(notifications.readAt),
          ),
        );
    }
    const parties = await partiesOf(tx, thread);
    await wakeStreams(tx, [...parties.customer.userIds, ...parties.company.userIds]);
  });
}
