/** The API: one router per domain. `AppRouter` is the only thing the client imports from the server. */
import { createCallerFactory, createTRPCRouter } from './trpc';
import { authRouter } from './routers/auth';
import { jobsRouter } from './routers/jobs';
import { transportsRouter } from './routers/transports';

export const appRouter = createTRPCRouter({
  auth: authRouter,
  jobs: jobsRouter,
  transports: transportsRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
