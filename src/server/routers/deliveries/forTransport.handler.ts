import type { TransportIdInput } from '@/lib/schemas/transport';
import type { HandlerOptions } from '../../trpc';
import { deliveryView } from '../../services/deliveries/delivery-view';

/** The customer or the hired transporter: the code (the customer, while IN_TRANSIT), the record and its damage reports. */
export function forTransportHandler({ ctx, input }: HandlerOptions<TransportIdInput>) {
  return deliveryView(ctx.db, input.id, ctx.auth.userId);
}
