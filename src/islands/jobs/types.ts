import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@/server/root';

type Outputs = inferRouterOutputs<AppRouter>['jobs'];
export type JobsPage = Outputs['list'];
export type JobRow = JobsPage['items'][number];
export type JobDetailData = Outputs['byId'];
export type VehicleChoice = JobDetailData['vehicleChoices'][number];
export type TransporterDay = Outputs['today'];
