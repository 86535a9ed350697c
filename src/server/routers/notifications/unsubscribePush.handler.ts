import { TRPCError } from '@trpc/server';
import type { UnsubscribePushInput } from '@/lib/schemas/push';
import type { HandlerOptions } from '../../trpc';
import { removePushSubscription } from '../../services/notifications/push-subscriptions';

/** Removes one of the caller's subscriptions; another person's, or an unknown one, answers NOT_FOUND. */
export async function unsubscribePushHandler({ ctx, input }: HandlerOptions<UnsubscribePushInput>) {
  if (!(await removePushSubscription(ctx.db, ctx.auth.userId, input.endpoint))) {
    throw new TRPCError({ code: 'NOT_FOUND', message: 'notifications:notFound' });
  }
  return { subscribed: false };
}
