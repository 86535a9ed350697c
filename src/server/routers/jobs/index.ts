import { transporterAccountTypes } from '@/lib/constants';
import { jobListSchema } from '@/lib/schemas/job';
import { transportIdSchema } from '@/lib/schemas/transport';
import { createTRPCRouter, roleProcedure } from '../../trpc';
import { byIdHandler } from './byId.handler';
import { listHandler } from './list.handler';
import { todayHandler } from './today.handler';

const transporterProcedure = roleProcedure(...transporterAccountTypes);

/**
 * Transporters only: the jobs this company was hired for (its ACCEPTED bids) and its home's day.
 * The moves themselves are transports.startTransit and transports.markDelivered.
 */
export const jobsRouter = createTRPCRouter({
  list: transporterProcedure.input(jobListSchema).query(listHandler),
  byId: transporterProcedure.input(transportIdSchema).query(byIdHandler),
  today: transporterProcedure.query(todayHandler),
});
