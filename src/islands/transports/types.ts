import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@/server/root';

type Outputs = inferRouterOutputs<AppRouter>['transports'];
export type MyTransportsPage = Outputs['mine'];
export type MyTransport = MyTransportsPage['items'][number];
export type TransportDetailData = Outputs['byId'];
export type ReceivedBid = TransportDetailData['bids'][number];
export type TransportItem = TransportDetailData['items'][number];
