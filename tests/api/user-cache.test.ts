/**
 * Issue 9, auth.me without a query on PGlite: the public user is answered from memory while no write
 * to users has happened, and every kind of write — a procedure, raw SQL, a write inside a
 * transaction, one racing the read — is seen by the very next call. On PostgreSQL with no change
 * listener started (user-changes.test.ts starts one) every call reads the row. The count of writes sees only statements that name users, so
 * the schema must not change users from other tables' statements (a foreign key of users, a trigger).
 */
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { users } from '@/server/db/schema';
import { findPublicUserById } from '@/server/services/accounts/users';
import { testDatabaseKind, useTestDatabase } from './helpers/database';
import { createAccount } from './helpers/transports';

const db = useTestDatabase();

describe(`the signed-in user on ${testDatabaseKind}`, () => {
  it('answers again from memory on PGlite while nothing was written, and reads each time on PostgreSQL', async () => {
    const { user } = await createAccount(db(), 'USER');
    const first = await findPublicUserById(db(), user.id);
    const second = await findPublicUserById(db(), user.id);
    expect(second).toEqual(first);
    // The same object means no query was made.
    if (testDatabaseKind === 'pglite') expect(second).toBe(first);
    else expect(second).not.toBe(first);
  });

  it('sees a name changed through the API, a role changed by raw SQL and an avatar changed in a transaction at once', async () => {
    const { user, caller } = await createAccount(db(), 'USER');
    expect(await caller.auth.me()).toMatchObject({ name: user.name, accountType: 'USER', avatarKey: null });

    await caller.account.updateProfile({ name: 'Renamed Through The API' });
    expect(await caller.auth.me()).toMatchObject({ name: 'Renamed Through The API' });

    await db().execute(sql`update users set account_type = 'TRANSPORT_COMPANY' where id = ${user.id}`);
    expect(await caller.auth.me()).toMatchObject({ accountType: 'TRANSPORT_COMPANY' });

    await db().transaction(async (tx) => {
      await tx.update(users).set({ avatarKey: 'avatars/new-face.webp' }).where(eq(users.id, user.id));
    });
    expect(await caller.auth.me()).toMatchObject({ avatarKey: 'avatars/new-face.webp' });

    await db().update(users).set({ emailConfirmedAt: new Date() }).where(eq(users.id, user.id));
    expect(await caller.auth.me()).toMatchObject({ emailConfirmed: true });
  });

  it('a read in flight while the row changes is not kept: the next call sees the change', async () => {
    const { user } = await createAccount(db(), 'USER');
    await findPublicUserById(db(), user.id);
    const [during] = await Promise.all([
      findPublicUserById(db(), user.id),
      db().update(users).set({ name: 'Changed Meanwhile' }).where(eq(users.id, user.id)),
      findPublicUserById(db(), user.id),
    ]);
    expect([user.name, 'Changed Meanwhile']).toContain(during?.name);
    expect((await findPublicUserById(db(), user.id))?.name).toBe('Changed Meanwhile');
  });

  it('nothing writes users behind a statement that does not name it: no foreign key on users, no function naming it', async () => {
    const rows = async (query: ReturnType<typeof sql>) => ((await db().execute(query)) as unknown as { rows: unknown[] }).rows;
    // A foreign key of users (ON DELETE SET NULL, CASCADE) would change a user row from another table's statement.
    expect(await rows(sql`select conname from pg_constraint where conrelid = 'users'::regclass and contype = 'f'`)).toEqual([]);
    // So would a trigger's function on another table.
    expect(await rows(sql`select proname from pg_proc where pronamespace = 'public'::regnamespace and prosrc ilike '%users%'`)).toEqual([]);
  });

  it('a deleted user is gone on the next call', async () => {
    const { user } = await createAccount(db(), 'USER');
    expect(await findPublicUserById(db(), user.id)).not.toBeNull();
    await db().execute(sql`delete from refresh_tokens where user_id = ${user.id}`);
    await db().delete(users).where(eq(users.id, user.id));
    expect(await findPublicUserById(db(), user.id)).toBeNull();
  });
});
