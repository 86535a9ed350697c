import type { TransportIdInput } from '@/lib/schemas/transport';
import type { HandlerOptions } from '../../trpc';
import { transition } from '../../services/transports/transport-moves';

/** The owner, while OPEN or AWARDED; pending bids are declined. */
export function cancelHandler({ ctx, input }: HandlerOptions<TransportIdInput>) {
  return transition(ctx.db, ctx.auth.userId, input.id, 'cancel');
}
