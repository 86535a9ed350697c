import { createReviewSchema, reviewTransportSchema } from '@/lib/schemas/review';
import { authedProcedure, createTRPCRouter } from '../../trpc';
import { createHandler } from './create.handler';
import { forTransportHandler } from './forTransport.handler';

/** Reviews between a delivered transport's customer and its transporter; strangers get NOT_FOUND. */
export const reviewsRouter = createTRPCRouter({
  forTransport: authedProcedure.input(reviewTransportSchema).query(forTransportHandler),
  create: authedProcedure.input(createReviewSchema).mutation(createHandler),
});
