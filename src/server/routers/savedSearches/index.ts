import { transporterAccountTypes } from '@/lib/constants';
import { createSavedSearchSchema, savedSearchIdSchema, setSavedSearchAlertsSchema } from '@/lib/schemas/load-search';
import { createTRPCRouter, roleProcedure } from '../../trpc';
import { createHandler } from './create.handler';
import { listHandler } from './list.handler';
import { openHandler } from './open.handler';
import { removeHandler } from './remove.handler';
import { setAlertsHandler } from './setAlerts.handler';

const transporterProcedure = roleProcedure(...transporterAccountTypes);

/** A transport company's named load searches; another company's answers NOT_FOUND. */
export const savedSearchesRouter = createTRPCRouter({
  list: transporterProcedure.query(listHandler),
  create: transporterProcedure.input(createSavedSearchSchema).mutation(createHandler),
  open: transporterProcedure.input(savedSearchIdSchema).mutation(openHandler),
  remove: transporterProcedure.input(savedSearchIdSchema).mutation(removeHandler),
  setAlerts: transporterProcedure.input(setSavedSearchAlertsSchema).mutation(setAlertsHandler),
});
