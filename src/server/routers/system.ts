import { sql } from 'drizzle-orm';
import { createTRPCRouter, publicProcedure } from '../trpc';

export const systemRouter = createTRPCRouter({
  /** Anyone: whether the database answers (no version: that is nobody's business). */
  health: publicProcedure.query(async ({ ctx }) => {
    await ctx.db.execute(sql`select 1`);
    return { ok: true as const, time: new Date() };
  }),
});
