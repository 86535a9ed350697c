import type { StartTransitInput } from '@/lib/schemas/job';
import type { HandlerOptions } from '../../trpc';
import { transition } from '../../services/transports/transport-moves';

/** The hired transporter, once AWARDED, with one of its vehicles that is AVAILABLE and fits the load. */
export function startTransitHandler({ ctx, input }: HandlerOptions<StartTransitInput>) {
  return transition(ctx.db, ctx.auth.userId, input.id, 'startTransit', input.vehicleId);
}
