import { and, eq } from 'drizzle-orm';
import type { SavedSearchIdInput } from '@/lib/schemas/load-search';
import type { HandlerOptions } from '../../trpc';
import { savedSearches } from '../../db/schema';
import { companyIdOf } from '../../services/accounts/company-of';
import { savedSearchNotFound } from './open.handler';

export async function removeHandler({ ctx, input }: HandlerOptions<SavedSearchIdInput>) {
  const companyId = await companyIdOf(ctx.db, ctx.auth.userId);
  const removed = await ctx.db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, input.id), eq(savedSearches.companyId, companyId)))
    .returning({ id: savedSearches.id });
  if (removed.length === 0) throw savedSearchNotFound();
  return { id: input.id };
}
