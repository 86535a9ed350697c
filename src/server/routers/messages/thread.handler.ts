import type { ThreadPageInput } from '@/lib/schemas/message';
import type { HandlerOptions } from '../../trpc';
import { threadForCaller } from '../../services/messages/thread-access';
import { threadHead, threadMessages } from '../../services/messages/thread-page';

/** One thread for one of its sides: its head and a page of messages (newest, older `before`, newer `after`). */
export async function threadHandler({ ctx, input }: HandlerOptions<ThreadPageInput>) {
  const { thread, side } = await threadForCaller(ctx.db, input.threadId, ctx.auth);
  const [head, page] = await Promise.all([threadHead(ctx.db, thread, side), threadMessages(ctx.db, thread, side, input)]);
  return { head, ...page };
}
