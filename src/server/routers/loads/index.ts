import { transporterAccountTypes } from '@/lib/constants';
import { loadSearchSchema } from '@/lib/schemas/load-search';
import { transportIdSchema } from '@/lib/schemas/transport';
import { createTRPCRouter, roleProcedure } from '../../trpc';
import { byIdHandler } from './byId.handler';
import { searchHandler } from './search.handler';
import { vehiclesHandler } from './vehicles.handler';

const transporterProcedure = roleProcedure(...transporterAccountTypes);

/** Transporters find loads: the open auctions (and the ones they bid on), one load's detail, the vehicles empty km count from. */
export const loadsRouter = createTRPCRouter({
  search: transporterProcedure.input(loadSearchSchema).query(searchHandler),
  byId: transporterProcedure.input(transportIdSchema).query(byIdHandler),
  vehicles: transporterProcedure.query(vehiclesHandler),
});
