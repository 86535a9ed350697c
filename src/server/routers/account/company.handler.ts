import { eq } from 'drizzle-orm';
import { unwrap } from '@/lib/utils';
import type { HandlerOptions } from '../../trpc';
import { companies } from '../../db/schema';
import { companyIdOf } from '../../services/accounts/company-of';

/** The caller's company profile (made from the account on first visit), as the Company tab edits it. */
export async function companyHandler({ ctx }: HandlerOptions) {
  const id = await companyIdOf(ctx.db, ctx.auth.userId);
  const [row] = await ctx.db
    .select({
      id: companies.id,
      companyId: companies.companyId,
      name: companies.name,
      address: companies.address,
      phone: companies.phone,
      contactPerson: companies.contactPerson,
      email: companies.email,
      website: companies.website,
      description: companies.description,
      coverKey: companies.coverKey,
      createdAt: companies.createdAt,
    })
    .from(companies)
    .where(eq(companies.id, id));
  return unwrap(row, 'companyIdOf made the row');
}
