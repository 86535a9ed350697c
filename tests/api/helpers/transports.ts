/**
 * Fixtures for the transports API tests: accounts made straight in the database with a live session
 * (no log-in, so no rate limits or mail), a valid wizard input, and bids inserted directly (there is
 * no bid procedure yet).
 */
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AccountType } from '@/lib/constants';
import type { CreateTransportInput, ItemInput } from '@/lib/schemas/transport';
import type { Db } from '@/server/db/client';
import { bids, companies, transports, users, type Bid } from '@/server/db/schema';
import { startSession } from '@/server/services/auth/sessions';
import { verifyAccessToken } from '@/server/services/auth/tokens';
import { callerFor } from './caller';

/** A calendar day `offsetDays` from today (UTC), as 'YYYY-MM-DD'. */
export function isoDay(offsetDays: number): string {
  return new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

/** A new account of this type with a live session, and a caller signed in as it. */
export async function createAccount(db: Db, accountType: AccountType, name = `${accountType} ${crypto.randomBytes(3).toString('hex')}`) {
  const [user] = await db
    .insert(users)
    .values({ name, email: `${crypto.randomBytes(6).toString('hex')}@example.com`, passwordHash: 'not-used', accountType })
    .returning();
  if (!user) throw new Error('user not inserted');
  const session = await startSession(db, user, { ip: '127.0.0.1', userAgent: 'vitest' });
  const auth = await verifyAccessToken(session.token);
  if (!auth) throw new Error('access token did not verify');
  return { user, session, auth, caller: callerFor(db, { auth }) };
}
export type Account = Awaited<ReturnType<typeof createAccount>>;

/** A transporter with a company profile (bids name the company). */
export async function createTransporter(db: Db, companyName = `Carrier ${crypto.randomBytes(3).toString('hex')}`) {
  const account = await createAccount(db, 'TRANSPORT_COMPANY');
  const [company] = await db
    .insert(companies)
    .values({
      ownerId: account.user.id,
      companyId: 'RS-123456',
      name: companyName,
      address: 'Main street 1, Beograd',
      phone: '+381 11 123 456',
      contactPerson: account.user.name,
      email: account.user.email,
    })
    .returning();
  if (!company) throw new Error('company not inserted');
  return { ...account, company };
}

export function validItem(overrides: Partial<ItemInput> = {}): ItemInput {
  return {
    description: 'Boxes of books',
    type: 'PARCEL',
    quantity: 2,
    weightKg: 10,
    widthCm: 50,
    heightCm: 40,
    lengthCm: 30,
    ...overrides,
  };
}

export function validTransportInput(overrides: Partial<CreateTransportInput> = {}): CreateTransportInput {
  return {
    loadingAddress: 'Knez Mihailova 1, Beograd',
    loadingCountry: 'RS',
    loadingLat: 44.8176,
    loadingLon: 20.4569,
    loadingDate: isoDay(3),
    loadingFlexible: false,
    deliveryAddress: 'Ferhadija 2, Sarajevo',
    deliveryCountry: 'BA',
    deliveryLat: 43.8563,
    deliveryLon: 18.4131,
    deliveryDate: isoDay(5),
    deliveryFlexible: true,
    items: [validItem()],
    title: 'Move my books',
    deliveryType: 'PRIVATE',
    description: 'Fragile, please keep dry',
    acceptTerms: true,
    ...overrides,
  };
}

export async function placeBid(
  db: Db,
  bid: { transportId: string; transporterId: string; amount: number; companyId?: string | null; status?: Bid['status']; message?: string },
): Promise<Bid> {
  const [row] = await db
    .insert(bids)
    .values({ currency: 'EUR', message: 'Can do', pickupDate: isoDay(3), ...bid })
    .returning();
  if (!row) throw new Error('bid not inserted');
  return row;
}

export async function bidById(db: Db, id: string): Promise<Bid | undefined> {
  const [row] = await db.select().from(bids).where(eq(bids.id, id));
  return row;
}

export async function transportById(db: Db, id: string) {
  const [row] = await db.select().from(transports).where(eq(transports.id, id));
  return row;
}
