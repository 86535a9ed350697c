import { eq } from 'drizzle-orm';
import type { CompanyInput } from '@/lib/schemas/account';
import type { HandlerOptions } from '../../trpc';
import { companies } from '../../db/schema';
import { companyIdOf } from '../../services/accounts/company-of';

/** Company accounts, their own company only. */
export async function updateCompanyHandler({ ctx, input }: HandlerOptions<CompanyInput>) {
  const id = await companyIdOf(ctx.db, ctx.auth.userId);
  await ctx.db
    .update(companies)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(companies.id, id));
  return { success: true as const };
}
