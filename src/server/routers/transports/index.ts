import { authedProcedure, createTRPCRouter, roleProcedure } from '../../trpc';
import { awardBidSchema, createTransportSchema, pageSchema, transportIdSchema } from '@/lib/schemas/transport';
import { createTransportHandler } from './create.handler';
import { myTransportsHandler } from './mine.handler';
import { transportDetailHandler } from './detail.handler';
import { awardBidHandler, removeTransportHandler, transitionHandler } from './status.handler';

/** Customers post transports; only USER and COMPANY accounts are customers. */
const customerProcedure = roleProcedure('USER', 'COMPANY');

export const transportsRouter = createTRPCRouter({
  /** Customers. */
  create: customerProcedure.input(createTransportSchema).mutation(({ ctx, input }) => createTransportHandler(ctx.db, ctx.auth.userId, input)),

  /** Customers: their own transports, paged. */
  mine: customerProcedure.input(pageSchema).query(({ ctx, input }) => myTransportsHandler(ctx.db, ctx.auth.userId, input.page, input.pageSize)),

  /** The owner only (others: NOT_FOUND). */
  byId: authedProcedure.input(transportIdSchema).query(({ ctx, input }) => transportDetailHandler(ctx.db, input.id, ctx.auth.userId)),

  /** The owner, while OPEN: accepts one bid, declines the rest. */
  award: customerProcedure.input(awardBidSchema).mutation(({ ctx, input }) => awardBidHandler(ctx.db, ctx.auth.userId, input.transportId, input.bidId)),

  /** The owner, while OPEN or AWARDED. */
  cancel: customerProcedure.input(transportIdSchema).mutation(({ ctx, input }) => transitionHandler(ctx.db, ctx.auth.userId, input.id, 'cancel')),

  /** The hired transporter, once AWARDED. */
  startTransit: roleProcedure('TRANSPORT_COMPANY')
    .input(transportIdSchema)
    .mutation(({ ctx, input }) => transitionHandler(ctx.db, ctx.auth.userId, input.id, 'startTransit')),

  /** The owner or the hired transporter, while IN_TRANSIT. */
  markDelivered: authedProcedure.input(transportIdSchema).mutation(({ ctx, input }) => transitionHandler(ctx.db, ctx.auth.userId, input.id, 'markDelivered')),

  /** The owner, while no transporter was hired (OPEN, EXPIRED, or CANCELLED before an award). */
  remove: customerProcedure.input(transportIdSchema).mutation(({ ctx, input }) => removeTransportHandler(ctx.db, ctx.auth.userId, input.id)),
});
