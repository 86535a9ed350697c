import type { OpenThreadInput } from '@/lib/schemas/message';
import type { HandlerOptions } from '../../trpc';
import { openThread } from '../../services/messages/thread-open';

/** The caller's thread on a load (a transporter's own; the customer's with a bidding company), started if need be. */
export async function openHandler({ ctx, input }: HandlerOptions<OpenThreadInput>) {
  return { threadId: await openThread(ctx.db, ctx.auth, input.transportId, input.companyId) };
}
