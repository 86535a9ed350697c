import { transporterAccountTypes } from '@/lib/constants';
import {
  createShareSchema,
  followTransportSchema,
  setSharingPausedSchema,
  shareIdSchema,
  sharedTrackingSchema,
} from '@/lib/schemas/tracking';
import { authedProcedure, createTRPCRouter, publicProcedure, roleProcedure } from '../../trpc';
import { forTransportHandler } from './forTransport.handler';
import { setSharingPausedHandler } from './setSharingPaused.handler';
import { sharedHandler } from './shared.handler';
import { createShareHandler } from './shares.create.handler';
import { listSharesHandler } from './shares.list.handler';
import { revokeShareHandler } from './shares.revoke.handler';

const transporterProcedure = roleProcedure(...transporterAccountTypes);

/** The customer follows the load; the recipient follows it through a share link; the transporter pauses a vehicle's sharing. */
export const trackingRouter = createTRPCRouter({
  forTransport: authedProcedure.input(followTransportSchema).query(forTransportHandler),
  shares: createTRPCRouter({
    create: authedProcedure.input(createShareSchema).mutation(createShareHandler),
    list: authedProcedure.input(followTransportSchema).query(listSharesHandler),
    revoke: authedProcedure.input(shareIdSchema).mutation(revokeShareHandler),
  }),
  shared: publicProcedure.input(sharedTrackingSchema).query(sharedHandler),
  setSharingPaused: transporterProcedure.input(setSharingPausedSchema).mutation(setSharingPausedHandler),
});
