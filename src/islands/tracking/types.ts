import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@/server/root';

type Outputs = inferRouterOutputs<AppRouter>['tracking'];
export type FollowView = Outputs['forTransport'];
export type SharedView = Outputs['shared'];
export type ShareRow = Outputs['shares']['list'][number];
/** What the map and the facts read, from the owner's view or a share link's. */
export type Snapshot = Pick<
  FollowView,
  'state' | 'position' | 'recordedAt' | 'distanceLeftKm' | 'eta' | 'speedKmh' | 'destination' | 'phase' | 'pickupDistanceKm'
>;

/** How often the position is read again. */
export const refreshMs = 15_000;
