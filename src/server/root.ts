/** The API: one router per domain. `AppRouter` is the only thing the client imports from the server. */
import { createCallerFactory, createTRPCRouter } from './trpc';
import { authRouter } from './routers/auth';
import { bidsRouter } from './routers/bids';
import { transportsRouter } from './routers/transports';

export const appRouter = createTRPCRouter({
  auth: authRouter,
  bids: bidsRouter,
  transports: transportsRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
