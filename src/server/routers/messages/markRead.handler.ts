import type { MarkThreadReadInput } from '@/lib/schemas/message';
import type { HandlerOptions } from '../../trpc';
import { threadForCaller } from '../../services/messages/thread-access';
import { markThreadRead } from '../../services/messages/thread-read';

/** The caller's side has read the thread up to a message. */
export async function markReadHandler({ ctx, input }: HandlerOptions<MarkThreadReadInput>) {
  const { thread, side } = await threadForCaller(ctx.db, input.threadId, ctx.auth);
  await markThreadRead(ctx.db, thread, side, ctx.auth.userId, input.upTo);
  return { success: true as const };
}
