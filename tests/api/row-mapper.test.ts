/**
 * Issue 25: a prepared select's rows mapped by the mapper built once (platform/row-mapper.ts) equal
 * Drizzle's own mapping of the same rows, keys in the same order: the load search's first page
 * (nested own bid, present and absent), the customer's list (a lateral subquery's columns), whole
 * tables left-joined (a missing table is null, a present one an object), and SQL expressions with
 * and without a decoder.
 */
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { preparedQuery } from '@/server/platform/prepared';
import { companies, users } from '@/server/db/schema';
import { loadingDateOrder } from '@/server/routers/loads/load-orders';
import { loadPageQuery } from '@/server/routers/loads/read-page';
import { openForBids } from '@/server/services/loads/load-filters-sql';
import { testDatabaseKind, useTestDatabase } from './helpers/database';
import { createAccount, createTransporter, isoDay } from './helpers/transports';
import { bidFromNewTransporter } from './helpers/bids';
import { insertLoad } from './helpers/loads';

const db = useTestDatabase();
let statement = 0;

/** The same select run with Drizzle's mapping and with the built mapper: equal, in the same key order. */
async function expectSameRows(
  select: () => { prepare(name: string): { execute(values?: Record<string, unknown>): Promise<unknown> } },
  values: Record<string, unknown> = {},
) {
  const drizzles = await select().prepare(`row_mapper_plain_${++statement}`).execute(values);
  const built = await preparedQuery(`row_mapper_built_${statement}`, select)(db()).execute(values);
  expect(built).toEqual(drizzles);
  expect(JSON.stringify(built)).toBe(JSON.stringify(drizzles));
  return built as Record<string, unknown>[];
}

describe(`rows mapped once per query on ${testDatabaseKind}`, () => {
  it('the load search’s first page, with the caller’s own bid on one load and none on the other', async () => {
    const { user: customer } = await createAccount(db(), 'USER');
    const withBid = await insertLoad(db(), customer.id);
    await insertLoad(db(), customer.id, { budgetAmount: 900, budgetCurrency: 'EUR' });
    const { carrier } = await bidFromNewTransporter(db(), withBid.id, 450);
    const page = () =>
      loadPageQuery(
        db(),
        loadingDateOrder,
        [openForBids(sql.placeholder('today'))],
        true,
        sql.placeholder('limit'),
        sql.placeholder('transporterId'),
        'open',
      );
    const rows = await expectSameRows(page, { today: isoDay(0), limit: 50, transporterId: carrier.user.id });
    const ownBids = rows.map((row) => (row.own_bid_on_row as { amount?: number } | null)?.amount ?? null);
    expect(ownBids).toContain(450);
    expect(ownBids).toContain(null);
    expect((rows[0]!.load_page as { biddingEndsAt: unknown }).biddingEndsAt).toBeInstanceOf(Date);
  });

  it('whole tables left-joined: a user without a company gets null, one with a company the row', async () => {
    await createAccount(db(), 'USER');
    await createTransporter(db());
    const rows = await expectSameRows(() => db().select().from(users).leftJoin(companies, eq(companies.ownerId, users.id)));
    expect(rows.some((row) => row.companies === null)).toBe(true);
    expect(rows.some((row) => row.companies !== null && typeof row.companies === 'object')).toBe(true);
  });

  it('nested objects of columns and expressions, decoded or not, with nulls', async () => {
    await createAccount(db(), 'USER');
    const rows = await expectSameRows(() =>
      db()
        .select({
          id: users.id,
          account: { type: users.accountType, createdAt: users.createdAt, confirmedAt: users.emailConfirmedAt },
          counted: sql<number>`length(${users.email})`.mapWith(Number),
          raw: sql<string>`${users.createdAt}::text`,
          empty: sql<null>`null`,
        })
        .from(users),
    );
    expect(rows[0]).toMatchObject({ account: { createdAt: expect.any(Date) }, counted: expect.any(Number), empty: null });
  });
});
