import { TRPCError } from '@trpc/server';
import { and, eq, sql } from 'drizzle-orm';
import { loadFiltersSchema, type SavedSearchIdInput } from '@/lib/schemas/load-search';
import type { HandlerOptions } from '../../trpc';
import { savedSearches } from '../../db/schema';
import { companyIdOf } from '../../services/accounts/company-of';

export const savedSearchNotFound = () => new TRPCError({ code: 'NOT_FOUND', message: 'loads:savedSearchNotFound' });

/** Marks the search opened now (its "new" count starts again) and returns its filters. */
export async function openHandler({ ctx, input }: HandlerOptions<SavedSearchIdInput>) {
  const companyId = await companyIdOf(ctx.db, ctx.auth.userId);
  const [opened] = await ctx.db
    .update(savedSearches)
    .set({ lastOpenedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(savedSearches.id, input.id), eq(savedSearches.companyId, companyId)))
    .returning({ filters: savedSearches.filters });
  if (!opened) throw savedSearchNotFound();
  const filters = loadFiltersSchema.safeParse(opened.filters);
  return { filters: filters.success ? filters.data : loadFiltersSchema.parse({}) };
}
