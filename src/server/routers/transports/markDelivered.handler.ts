import type { MarkDeliveredInput } from '@/lib/schemas/delivery';
import type { HandlerOptions } from '../../trpc';
import { recordDelivery } from '../../services/deliveries/record-delivery';

/** The owner or the hired transporter, while IN_TRANSIT, with the proof of delivery (the code, or "receiver absent"). */
export function markDeliveredHandler({ ctx, input }: HandlerOptions<MarkDeliveredInput>) {
  return recordDelivery(ctx.db, ctx.auth.userId, input);
}
