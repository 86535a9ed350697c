/**
 * A text from one side to the other. Until the company's bid is accepted (the thread revealed) the
 * contact details in it are masked before it is stored: the rule in src/lib/contact-mask.ts, which
 * the composer's preview runs too. The customer may answer a company's question for everyone: the
 * question, without who asked, and the answer then show on the load to every transporter, both
 * always masked (every transporter reads them).
 */
import { TRPCError } from '@trpc/server';
import { and, eq } from 'drizzle-orm';
import { maskContacts } from '@/lib/contact-mask';
import type { ThreadSide } from '@/lib/messages';
import type { Db } from '../../db/client';
import { messages, publicAnswers, type MessageThread } from '../../db/schema';
import { appendMessage } from './message-append';

export interface Writer {
  userId: string;
  side: ThreadSide;
}

export function maskedFor(thread: Pick<MessageThread, 'revealedAt'>, body: string) {
  return thread.revealedAt ? { text: body, masked: false } : maskContacts(body);
}

export async function sendText(tx: Db, thread: MessageThread, writer: Writer, body: string, publicQuestionId?: number) {
  const stored = maskedFor(thread, body);
  const message = await appendMessage(tx, thread, {
    side: writer.side,
    authorId: writer.userId,
    kind: 'text',
    body: stored.text,
    masked: stored.masked,
  });
  if (publicQuestionId !== undefined) await answerPublicly(tx, thread, writer, publicQuestionId, body);
  return message;
}

const questionNotFound = () => new TRPCError({ code: 'NOT_FOUND', message: 'messages:questionNotFound' });

async function answerPublicly(tx: Db, thread: MessageThread, writer: Writer, questionId: number, answer: string) {
  if (writer.side !== 'customer' || !thread.transportId) throw questionNotFound();
  const [question] = await tx
    .update(messages)
    .set({ answeredPublicly: true })
    .where(
      and(
        eq(messages.id, questionId),
        eq(messages.threadId, thread.id),
        eq(messages.side, 'company'),
        eq(messages.kind, 'text'),
        eq(messages.answeredPublicly, false),
      ),
    )
    .returning({ body: messages.body });
  if (!question) throw questionNotFound();
  await tx.insert(publicAnswers).values({
    transportId: thread.transportId,
    questionId,
    question: maskContacts(question.body).text,
    answer: maskContacts(answer).text,
  });
}
