import type { CounterOfferInput } from '@/lib/schemas/message';
import type { HandlerOptions } from '../../trpc';
import { makeOffer } from '../../services/messages/counter-offers';
import { viewOf } from '../../services/messages/message-view';
import { assertWritable, threadForCaller, threadNotFound } from '../../services/messages/thread-access';
import { takeMessageTurn } from '../../services/messages/message-limit';

/** The customer proposes a price to the thread's company, whose bid stands on the open load. */
export async function offerHandler({ ctx, input }: HandlerOptions<CounterOfferInput>) {
  const { side } = await threadForCaller(ctx.db, input.threadId, ctx.auth);
  if (side !== 'customer') throw threadNotFound();
  await takeMessageTurn(ctx.db, ctx.auth.userId);
  return ctx.db.transaction(async (tx) => {
    const { thread } = await threadForCaller(tx, input.threadId, ctx.auth, true);
    assertWritable(thread);
    return viewOf(await makeOffer(tx, thread, ctx.auth.userId, input.amount, input.validUntil), side);
  });
}
