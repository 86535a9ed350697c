/**
 * A reader reports the other side's message to an operator: the report keeps a copy of the text as
 * it was (the thread may be gone by the time someone looks) and the reason. One report per message
 * and reader; reporting again changes nothing. The operators' query is in the README.
 */
import { and, eq, ne } from 'drizzle-orm';
import type { ReportReason, ThreadSide } from '@/lib/messages';
import type { Db } from '../../db/client';
import { messageReports, messages } from '../../db/schema';
import { threadNotFound } from './thread-access';

export async function reportMessage(
  db: Db,
  threadId: string,
  side: ThreadSide,
  reporterId: string,
  messageId: number,
  reason: ReportReason,
  note: string | undefined,
) {
  const [message] = await db
    .select({ body: messages.body, authorId: messages.authorId, fileName: messages.fileName })
    .from(messages)
    .where(and(eq(messages.id, messageId), eq(messages.threadId, threadId), ne(messages.side, side), ne(messages.side, 'system')))
    .limit(1);
  if (!message) throw threadNotFound();
  await db
    .insert(messageReports)
    .values({
      messageId,
      threadId,
      reporterId,
      authorId: message.authorId,
      reason,
      note: note || null,
      body: message.body || (message.fileName ?? ''),
    })
    .onConflictDoNothing();
}

/** The thread a message is in, for checking the caller's access before anything else is read. */
export async function threadOfMessage(db: Db, messageId: number): Promise<string | null> {
  const [row] = await db.select({ threadId: messages.threadId }).from(messages).where(eq(messages.id, messageId)).limit(1);
  return row?.threadId ?? null;
}
