import { sql } from 'drizzle-orm';
import { appVersion } from '@/lib/constants';
import { createTRPCRouter, publicProcedure } from '../trpc';

export const systemRouter = createTRPCRouter({
  /** Anyone: the version and whether the database answers. */
  health: publicProcedure.query(async ({ ctx }) => {
    await ctx.db.execute(sql`select 1`);
    return { ok: true as const, version: appVersion, time: new Date() };
  }),
});
