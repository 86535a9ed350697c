import { and, eq } from 'drizzle-orm';
import type { SetSavedSearchAlertsInput } from '@/lib/schemas/load-search';
import type { HandlerOptions } from '../../trpc';
import { savedSearches } from '../../db/schema';
import { companyIdOf } from '../../services/accounts/company-of';
import { savedSearchNotFound } from './open.handler';

/** How one of the company's searches alerts: at once, in a daily digest, or not at all. */
export async function setAlertsHandler({ ctx, input }: HandlerOptions<SetSavedSearchAlertsInput>) {
  const companyId = await companyIdOf(ctx.db, ctx.auth.userId);
  const [changed] = await ctx.db
    .update(savedSearches)
    .set({ alerts: input.alerts, updatedAt: new Date() })
    .where(and(eq(savedSearches.id, input.id), eq(savedSearches.companyId, companyId)))
    .returning({ id: savedSearches.id, alerts: savedSearches.alerts });
  if (!changed) throw savedSearchNotFound();
  return changed;
}
