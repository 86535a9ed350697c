import type { AnswerOfferInput } from '@/lib/schemas/message';
import type { HandlerOptions } from '../../trpc';
import { answerOffer, lockLoadBeforeThread } from '../../services/messages/counter-offers';
import { threadOfMessage } from '../../services/messages/message-reports';
import { viewOf } from '../../services/messages/message-view';
import { assertWritable, threadForCaller, threadNotFound } from '../../services/messages/thread-access';

/** The company accepts a counter-offer (its bid takes the price) or declines it. */
export async function answerOfferHandler({ ctx, input }: HandlerOptions<AnswerOfferInput>) {
  const threadId = await threadOfMessage(ctx.db, input.messageId);
  if (!threadId) throw threadNotFound();
  const { thread: seen, side } = await threadForCaller(ctx.db, threadId, ctx.auth);
  if (side !== 'company') throw threadNotFound();
  return ctx.db.transaction(async (tx) => {
    if (input.accept) await lockLoadBeforeThread(tx, seen.transportId);
    const { thread } = await threadForCaller(tx, threadId, ctx.auth, true);
    assertWritable(thread);
    return viewOf(await answerOffer(tx, thread, ctx.auth.userId, input.messageId, input.accept), side);
  });
}
