import type { InboxInput } from '@/lib/schemas/message';
import type { HandlerOptions } from '../../trpc';
import { inboxPage } from '../../services/messages/inbox';
import { partyOf } from '../../services/messages/thread-access';

/** The caller's threads, latest message first, a page at a time. */
export async function inboxHandler({ ctx, input }: HandlerOptions<InboxInput>) {
  return inboxPage(ctx.db, await partyOf(ctx.db, ctx.auth), input.cursor);
}
