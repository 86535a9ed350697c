/** The API: one router per domain. `AppRouter` is the only thing the client imports from the server. */
import { createCallerFactory, createTRPCRouter } from './trpc';
import { authRouter } from './routers/auth';
import { fleetRouter } from './routers/fleet';
import { loadsRouter } from './routers/loads';
import { savedSearchesRouter } from './routers/savedSearches';
import { bidsRouter } from './routers/bids';
import { jobsRouter } from './routers/jobs';
import { liveRouter } from './routers/live';
import { transportsRouter } from './routers/transports';
import { reviewsRouter } from './routers/reviews';
import { accountRouter } from './routers/account';
import { trackingRouter } from './routers/tracking';
import { notificationsRouter } from './routers/notifications';
import { messagesRouter } from './routers/messages';
import { deliveriesRouter } from './routers/deliveries';

export const appRouter = createTRPCRouter({
  auth: authRouter,
  fleet: fleetRouter,
  bids: bidsRouter,
  jobs: jobsRouter,
  transports: transportsRouter,
  loads: loadsRouter,
  savedSearches: savedSearchesRouter,
  reviews: reviewsRouter,
  account: accountRouter,
  tracking: trackingRouter,
  live: liveRouter,
  notifications: notificationsRouter,
  messages: messagesRouter,
  deliveries: deliveriesRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
