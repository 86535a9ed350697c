import { transportIdSchema } from '@/lib/schemas/transport';
import { authedProcedure, createTRPCRouter } from '../../trpc';
import { forTransportHandler } from './forTransport.handler';

/**
 * Proof of delivery (issue 28), read by the job's two sides (anyone else: NOT_FOUND). Recording one is
 * transports.markDelivered; the delivery note is GET /api/deliveries/<transportId>/note.pdf.
 */
export const deliveriesRouter = createTRPCRouter({
  forTransport: authedProcedure.input(transportIdSchema).query(forTransportHandler),
});
