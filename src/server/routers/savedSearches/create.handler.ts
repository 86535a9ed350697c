import { TRPCError } from '@trpc/server';
import { count, eq } from 'drizzle-orm';
import type { CreateSavedSearchInput } from '@/lib/schemas/load-search';
import type { HandlerOptions } from '../../trpc';
import { savedSearches } from '../../db/schema';
import { companyIdOf } from '../../services/accounts/company-of';

export const maxSavedSearches = 50;

/** Names the current filters; the name is unique within the company, compared case-insensitively. */
export async function createHandler({ ctx, input }: HandlerOptions<CreateSavedSearchInput>) {
  const companyId = await companyIdOf(ctx.db, ctx.auth.userId);
  const [existing] = await ctx.db.select({ n: count() }).from(savedSearches).where(eq(savedSearches.companyId, companyId));
  if ((existing?.n ?? 0) >= maxSavedSearches) throw new TRPCError({ code: 'BAD_REQUEST', message: 'loads:tooManySavedSearches' });
  const [created] = await ctx.db
    .insert(savedSearches)
    .values({ companyId, name: input.name, filters: input.filters, alerts: input.alerts })
    .onConflictDoNothing()
    .returning({ id: savedSearches.id });
  if (!created) throw new TRPCError({ code: 'CONFLICT', message: 'loads:savedSearchNameTaken' });
  return created;
}
