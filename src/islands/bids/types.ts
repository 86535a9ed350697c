import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@/server/root';

type Outputs = inferRouterOutputs<AppRouter>['bids'];
export type BidStandingOnLoad = Outputs['forTransport'];
export type OwnBid = NonNullable<BidStandingOnLoad['ownBid']>;
export type FleetVehicle = BidStandingOnLoad['vehicles'][number];
