/** savedSearches: create, list with "new since opened", open, remove; per company, transporters only. */
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { savedSearches } from '@/server/db/schema';
import { testDatabaseKind, useTestDatabase } from './helpers/database';
import { expectTrpcError } from './helpers/errors';
import { createAccount, createTransporter, type Account } from './helpers/transports';
import { insertLoad, uniqueCountry } from './helpers/loads';

const db = useTestDatabase();

let customer: Account;
beforeAll(async () => {
  customer = await createAccount(db(), 'COMPANY');
});

/** The rows as stored, read straight from the table (a refused create must not have added one). */
const rowsWhere = (condition: ReturnType<typeof eq>) => db().select().from(savedSearches).where(condition);

async function openedAt(id: string, when: Date) {
  await db().update(savedSearches).set({ lastOpenedAt: when }).where(eq(savedSearches.id, id));
}

describe(`savedSearches on ${testDatabaseKind}`, () => {
  it('saves the filters under a name, counts the matching open loads created since it was last opened, and resets on open', async () => {
    const carrier = await createTransporter(db());
    const country = uniqueCountry();
    const filters = { loading: [{ country }], itemTypes: ['PALLET' as const], sort: 'newest' as const };
    const { id } = await carrier.caller.savedSearches.create({ name: '  Pallets out of here ', filters });
    await openedAt(id, new Date(Date.now() - 3_600_000));
    await insertLoad(db(), customer.user.id, { loadingCountry: country, createdAt: new Date(Date.now() - 7_200_000) }); // before
    await insertLoad(db(), customer.user.id, { loadingCountry: country });
    await insertLoad(db(), customer.user.id, { loadingCountry: country });
    await insertLoad(db(), customer.user.id, { loadingCountry: country, itemTypes: ['PET'] }); // another type
    await insertLoad(db(), customer.user.id, { loadingCountry: country, status: 'AWARDED' }); // not open
    const [listed] = await carrier.caller.savedSearches.list();
    expect(listed).toMatchObject({ id, name: 'Pallets out of here', newLoads: 2 });
    const opened = await carrier.caller.savedSearches.open({ id });
    expect(opened.filters).toMatchObject({ loading: [{ country }], itemTypes: ['PALLET'], sort: 'newest', fitsMyFleet: false });
    expect((await carrier.caller.savedSearches.list())[0]?.newLoads).toBe(0);
  });

  it('stops counting at the cap', async () => {
    const carrier = await createTransporter(db());
    const country = uniqueCountry();
    const { id } = await carrier.caller.savedSearches.create({ name: 'Busy', filters: { loading: [{ country }] } });
    await openedAt(id, new Date(Date.now() - 60_000));
    for (let i = 0; i < 101; i++) await insertLoad(db(), customer.user.id, { loadingCountry: country });
    expect((await carrier.caller.savedSearches.list())[0]?.newLoads).toBe(100);
  });

  it('refuses a duplicate name in the same company (any case) at the field, but not in another company', async () => {
    const carrier = await createTransporter(db());
    const other = await createTransporter(db());
    await carrier.caller.savedSearches.create({ name: 'Balkans', filters: {} });
    await expectTrpcError(carrier.caller.savedSearches.create({ name: 'BALKANS', filters: {} }), 'CONFLICT', 'loads:savedSearchNameTaken');
    await other.caller.savedSearches.create({ name: 'balkans', filters: {} });
    expect(await carrier.caller.savedSearches.list()).toHaveLength(1);
    await expectTrpcError(carrier.caller.savedSearches.create({ name: '   ', filters: {} }), 'BAD_REQUEST');
    expect((await rowsWhere(eq(savedSearches.companyId, carrier.company.id))).map((row) => row.name)).toEqual(['Balkans']);
  });

  it("another company's search answers NOT_FOUND to open and remove, and is not listed", async () => {
    const owner = await createTransporter(db());
    const other = await createTransporter(db());
    const { id } = await owner.caller.savedSearches.create({ name: 'Mine', filters: {} });
    await expectTrpcError(other.caller.savedSearches.open({ id }), 'NOT_FOUND', 'loads:savedSearchNotFound');
    await expectTrpcError(other.caller.savedSearches.remove({ id }), 'NOT_FOUND', 'loads:savedSearchNotFound');
    expect(await other.caller.savedSearches.list()).toEqual([]);
    await owner.caller.savedSearches.remove({ id });
    expect(await owner.caller.savedSearches.list()).toEqual([]);
    await expectTrpcError(owner.caller.savedSearches.remove({ id }), 'NOT_FOUND', 'loads:savedSearchNotFound');
  });

  it('refuses customer accounts', async () => {
    await expectTrpcError(customer.caller.savedSearches.list(), 'FORBIDDEN', 'errors:forbidden');
    await expectTrpcError(customer.caller.savedSearches.create({ name: 'x', filters: {} }), 'FORBIDDEN', 'errors:forbidden');
    expect(await rowsWhere(eq(savedSearches.name, 'x'))).toEqual([]);
  });
});
