import type { TransportIdInput } from '@/lib/schemas/transport';
import type { HandlerOptions } from '../../trpc';
import { transition } from '../../services/transport-moves';

/** The hired transporter, once AWARDED. */
export function startTransitHandler({ ctx, input }: HandlerOptions<TransportIdInput>) {
  return transition(ctx.db, ctx.auth.userId, input.id, 'startTransit');
}
