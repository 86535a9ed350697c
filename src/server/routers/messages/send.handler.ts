import type { SendMessageInput } from '@/lib/schemas/message';
import type { HandlerOptions } from '../../trpc';
import { sendText } from '../../services/messages/message-send';
import { viewOf } from '../../services/messages/message-view';
import { assertWritable, threadForCaller } from '../../services/messages/thread-access';
import { takeMessageTurn } from '../../services/messages/message-limit';

/** A text into a thread of the caller's, masked until the award; optionally answering a question for everyone. */
export async function sendHandler({ ctx, input }: HandlerOptions<SendMessageInput>) {
  await threadForCaller(ctx.db, input.threadId, ctx.auth);
  await takeMessageTurn(ctx.db, ctx.auth.userId);
  return ctx.db.transaction(async (tx) => {
    const { thread, side } = await threadForCaller(tx, input.threadId, ctx.auth, true);
    assertWritable(thread);
    const row = await sendText(tx, thread, { userId: ctx.auth.userId, side }, input.body, input.publicQuestionId);
    return viewOf(row, side);
  });
}
