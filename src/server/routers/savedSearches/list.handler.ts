import { asc, count, eq, gt, sql } from 'drizzle-orm';
import { loadFiltersSchema } from '@/lib/schemas/load-search';
import type { HandlerOptions } from '../../trpc';
import type { Db } from '../../db/client';
import { savedSearches, transports } from '../../db/schema';
import { companyIdOf } from '../../services/accounts/company-of';
import { loadFilterConditions, openForBids } from '../../services/loads/load-filters-sql';

/** Counting stops here: the list shows "99+" beyond it, and the count stays one short index read. */
export const newLoadsCap = 100;

async function newLoadsCount(db: Db, companyId: string, filters: unknown, since: Date): Promise<number> {
  const parsed = loadFiltersSchema.safeParse(filters);
  // A search saved under older rules than today's still opens; it just has no count.
  if (!parsed.success) return 0;
  const matching = db
    .select({ one: sql`1` })
    .from(transports)
    .where(
      sql.join([openForBids(), gt(transports.createdAt, since), ...(await loadFilterConditions(db, parsed.data, companyId))], sql` and `),
    )
    .limit(newLoadsCap)
    .as('matching');
  const [row] = await db.select({ n: count() }).from(matching);
  return row?.n ?? 0;
}

/** The company's saved searches by name, each with how many open loads arrived since it was last opened. */
export async function listHandler({ ctx }: HandlerOptions) {
  const companyId = await companyIdOf(ctx.db, ctx.auth.userId);
  const rows = await ctx.db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.companyId, companyId))
    .orderBy(asc(sql`lower(${savedSearches.name})`));
  return Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      name: row.name,
      filters: row.filters,
      lastOpenedAt: row.lastOpenedAt,
      alerts: row.alerts,
      newLoads: await newLoadsCount(ctx.db, companyId, row.filters, row.lastOpenedAt),
    })),
  );
}
