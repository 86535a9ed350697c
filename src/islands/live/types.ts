import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@/server/root';

export type LiveVehicle = inferRouterOutputs<AppRouter>['live']['vehicles'][number];
export type LiveSnapshot = inferRouterOutputs<AppRouter>['live']['snapshot'];
