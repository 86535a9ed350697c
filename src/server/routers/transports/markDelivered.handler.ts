import type { TransportIdInput } from '@/lib/schemas/transport';
import type { HandlerOptions } from '../../trpc';
import { transition } from '../../services/transports/transport-moves';

/** The owner or the hired transporter, while IN_TRANSIT. */
export function markDeliveredHandler({ ctx, input }: HandlerOptions<TransportIdInput>) {
  return transition(ctx.db, ctx.auth.userId, input.id, 'markDelivered');
}
