import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@/server/root';

export type DeliveryViewData = inferRouterOutputs<AppRouter>['deliveries']['forTransport'];
export type DeliveryRecordData = NonNullable<DeliveryViewData['record']>;
