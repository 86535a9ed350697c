import type { FollowTransportInput } from '@/lib/schemas/tracking';
import type { HandlerOptions } from '../../trpc';
import { followSnapshot } from '../../services/live/follow';
import { ownedTransport } from './owned-transport';

/**
 * The owner only (others: NOT_FOUND): where the hired vehicle is while the transport is IN_TRANSIT;
 * in any other status only the state 'inactive'. Nothing about the vehicle's fleet or other jobs.
 */
export async function forTransportHandler({ ctx, input }: HandlerOptions<FollowTransportInput>) {
  const transport = await ownedTransport(ctx.db, ctx.auth.userId, input.transportId);
  return { status: transport.status, ...(await followSnapshot(ctx.db, transport)) };
}
