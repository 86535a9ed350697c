import type { ThreadPageInput } from '@/lib/schemas/message';
import type { HandlerOptions } from '../../trpc';
import { threadMessages, threadWithHead } from '../../services/messages/thread-page';

/** One thread for one of its sides: its head and a page of messages (newest, older `before`, newer `after`). */
export async function threadHandler({ ctx, input }: HandlerOptions<ThreadPageInput>) {
  const { thread, side, head } = await threadWithHead(ctx.db, input.threadId, ctx.auth);
  return { head, ...(await threadMessages(ctx.db, thread, side, input)) };
}
