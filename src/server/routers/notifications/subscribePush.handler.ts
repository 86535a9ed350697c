import type { SubscribePushInput } from '@/lib/schemas/push';
import type { HandlerOptions } from '../../trpc';
import { savePushSubscription } from '../../services/notifications/push-subscriptions';

/** Stores this browser's subscription for the caller; an endpoint someone else held moves to the caller. */
export async function subscribePushHandler({ ctx, input }: HandlerOptions<SubscribePushInput>) {
  await savePushSubscription(ctx.db, ctx.auth.userId, input.endpoint, input.keys, ctx.userAgent);
  return { subscribed: true };
}
