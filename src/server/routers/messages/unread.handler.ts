import type { HandlerOptions } from '../../trpc';
import { unreadTotal } from '../../services/messages/inbox';
import { partyOf } from '../../services/messages/thread-access';

/** How many messages wait for the caller, over all threads (the sidebar's count). */
export async function unreadHandler({ ctx }: HandlerOptions) {
  return { total: await unreadTotal(ctx.db, await partyOf(ctx.db, ctx.auth)) };
}
