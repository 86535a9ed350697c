import { transporterAccountTypes } from '@/lib/constants';
import { setVehicleStatusSchema, updateVehicleSchema, vehicleIdSchema, vehicleSchema } from '@/lib/schemas/vehicle';
import { createTRPCRouter, roleProcedure } from '../../trpc';
import { createHandler } from './create.handler';
import { listHandler } from './list.handler';
import { removeHandler } from './remove.handler';
import { setStatusHandler } from './setStatus.handler';
import { updateHandler } from './update.handler';

const transporterProcedure = roleProcedure(...transporterAccountTypes);

/** A transport company's vehicles; every handler works on the caller's company only (another's: NOT_FOUND). */
export const fleetRouter = createTRPCRouter({
  list: transporterProcedure.query(listHandler),
  create: transporterProcedure.input(vehicleSchema).mutation(createHandler),
  update: transporterProcedure.input(updateVehicleSchema).mutation(updateHandler),
  setStatus: transporterProcedure.input(setVehicleStatusSchema).mutation(setStatusHandler),
  remove: transporterProcedure.input(vehicleIdSchema).mutation(removeHandler),
});
