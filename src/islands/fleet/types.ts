import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@/server/root';

export type FleetVehicle = inferRouterOutputs<AppRouter>['fleet']['list'][number];
