/**
 * The company behind a business account. Sign-up asks only for a name and an email, so a transport
 * company's first vehicle, bid or saved search creates its company row from the account; the rest
 * of the profile is filled in on the account page. The company row is also the lock of what a
 * company may hold only so many of (vehicles, legal documents).
 *
 * An account's company row, once there, keeps its id for the account's life (one per owner, never
 * moved), so the id is remembered per user after the first read outside a transaction: most of a
 * transporter's calls start here, and a query saved is a round trip saved (issue 25). A deleted
 * account cannot call again (its sessions end with it), so a remembered id never outlives its use.
 */
import { eq } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { unwrap } from '@/lib/utils';
import type { Db } from '../../db/client';
import { companies, users } from '../../db/schema';

const remembered = new Map<string, string>();
const rememberedAtMost = 50_000;

function remember(db: Db, userId: string, companyId: string): string {
  // Inside a transaction the row may still be rolled back.
  if (db instanceof PgTransaction) return companyId;
  if (remembered.size >= rememberedAtMost) remembered.delete(remembered.keys().next().value!);
  remembered.set(userId, companyId);
  return companyId;
}

export async function companyIdOf(db: Db, userId: string): Promise<string> {
  const known = remembered.get(userId);
  if (known) return known;
  const [found] = await db.select({ id: companies.id }).from(companies).where(eq(companies.ownerId, userId));
  if (found) return remember(db, userId, found.id);
  const [user] = await db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, userId));
  const account = unwrap(user, 'an authenticated caller has a user row');
  await db
    .insert(companies)
    .values({
      ownerId: userId,
      companyId: '',
      name: account.name,
      address: '',
      phone: '',
      contactPerson: account.name,
      email: account.email,
    })
    .onConflictDoNothing({ target: companies.ownerId });
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.ownerId, userId));
  return remember(db, userId, unwrap(company, 'the company row was just written').id);
}

/** Inside the caller's transaction: waits for, then holds until commit, the company's row, so two writes that count what the company holds run one after the other. */
export async function lockCompany(tx: Db, companyId: string): Promise<void> {
  await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
}
