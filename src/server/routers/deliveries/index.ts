import { damageReportSchema } from '@/lib/schemas/delivery';
import { transportIdSchema } from '@/lib/schemas/transport';
import { authedProcedure, createTRPCRouter } from '../../trpc';
import { forTransportHandler } from './forTransport.handler';
import { reportDamageHandler } from './reportDamage.handler';

/**
 * Proof of delivery (issue 28), read by the job's two sides (anyone else: NOT_FOUND), and hidden
 * damage the customer reports on it. Recording one is transports.markDelivered; the delivery note is
 * GET /api/deliveries/<transportId>/note.pdf.
 */
export const deliveriesRouter = createTRPCRouter({
  forTransport: authedProcedure.input(transportIdSchema).query(forTransportHandler),
  reportDamage: authedProcedure.input(damageReportSchema).mutation(reportDamageHandler),
});
