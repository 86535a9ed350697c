import { transporterAccountTypes } from '@/lib/constants';
import { liveFeedSchema, liveHistorySchema, liveSnapshotSchema, liveVehiclesSchema } from '@/lib/schemas/live';
import { createTRPCRouter, roleProcedure } from '../../trpc';
import { feedHandler } from './feed.handler';
import { historyHandler } from './history.handler';
import { snapshotHandler } from './snapshot.handler';
import { vehiclesHandler } from './vehicles.handler';

const transporterProcedure = roleProcedure(...transporterAccountTypes);

/** Live tracking (issue 11): the caller's company's vehicles only; another's are never seen. */
export const liveRouter = createTRPCRouter({
  vehicles: transporterProcedure.input(liveVehiclesSchema).query(vehiclesHandler),
  snapshot: transporterProcedure.input(liveSnapshotSchema).query(snapshotHandler),
  feed: transporterProcedure.input(liveFeedSchema).subscription(feedHandler),
  history: transporterProcedure.input(liveHistorySchema).query(historyHandler),
});
