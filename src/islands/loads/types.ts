import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@/server/root';

type Outputs = inferRouterOutputs<AppRouter>;
export type LoadsPage = Outputs['loads']['search'];
export type LoadRow = LoadsPage['items'][number];
export type LoadDetailData = Outputs['loads']['byId'];
export type OriginVehicle = Outputs['loads']['vehicles'][number];
export type SavedSearch = Outputs['savedSearches']['list'][number];
