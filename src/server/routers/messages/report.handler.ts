import type { ReportMessageInput } from '@/lib/schemas/message';
import type { HandlerOptions } from '../../trpc';
import { reportMessage, threadOfMessage } from '../../services/messages/message-reports';
import { threadForCaller, threadNotFound } from '../../services/messages/thread-access';

/** The caller reports the other side's message to an operator. */
export async function reportHandler({ ctx, input }: HandlerOptions<ReportMessageInput>) {
  const threadId = await threadOfMessage(ctx.db, input.messageId);
  if (!threadId) throw threadNotFound();
  const { side } = await threadForCaller(ctx.db, threadId, ctx.auth);
  await reportMessage(ctx.db, threadId, side, ctx.auth.userId, input.messageId, input.reason, input.note);
  return { success: true as const };
}
