/**
 * Issue 9, auth.me without a query on PostgreSQL: a process listening for the users table's change
 * notifications answers the public user from memory, hears a change made by any connection, and a
 * change its procedures publish is heard by every other listening process before the procedure
 * returns. Two database handles, each with its own listener, stand for two server processes.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { openDatabase, type Database } from '@/server/db/client';
import { users } from '@/server/db/schema';
import { UserChanges } from '@/server/services/accounts/user-changes';
import { findPublicUserById } from '@/server/services/accounts/users';
import { testDatabaseKind, testDatabaseUrl, useTestDatabase } from './helpers/database';
import { createAccount } from './helpers/transports';

const db = useTestDatabase();

describe.runIf(testDatabaseKind === 'postgres')('changes to users heard through PostgreSQL', () => {
  let other: Database;
  const [here, there] = [new UserChanges(), new UserChanges()];
  const otherDb = () => other.db;

  beforeAll(async () => {
    const url = testDatabaseUrl(db())!;
    other = await openDatabase({ url });
    await Promise.all([here.listen(url, db()), there.listen(url, otherDb())]);
  });

  afterAll(async () => {
    await Promise.all([here.close(), there.close()]);
    await other?.close();
  });

  it('answers from memory while listening (the same object: no query)', async () => {
    const { user } = await createAccount(db(), 'USER');
    const first = await findPublicUserById(otherDb(), user.id);
    expect(first?.name).toBe(user.name);
    expect(await findPublicUserById(otherDb(), user.id)).toBe(first);
  });

  it('hears a change made by any connection, raw SQL included, and reads the row again', async () => {
    const { user } = await createAccount(db(), 'USER');
    await findPublicUserById(otherDb(), user.id);
    const heard = there.generation;
    await db().execute(sql`update users set name = 'Changed By An Operator' where id = ${user.id}`);
    await vi.waitFor(() => expect(there.generation).not.toBe(heard));
    expect((await findPublicUserById(otherDb(), user.id))?.name).toBe('Changed By An Operator');
  });

  it('a published change is heard by the other process before `published` returns', async () => {
    const { user } = await createAccount(db(), 'USER');
    expect((await findPublicUserById(otherDb(), user.id))?.emailConfirmed).toBe(false);
    const heard = there.generation;
    await db().update(users).set({ emailConfirmedAt: new Date() }).where(eq(users.id, user.id));
    await here.published(db());
    expect(there.generation).not.toBe(heard);
    expect((await findPublicUserById(otherDb(), user.id))?.emailConfirmed).toBe(true);
  });

  it('a removed user is heard of too', async () => {
    const { user } = await createAccount(db(), 'USER');
    expect(await findPublicUserById(otherDb(), user.id)).not.toBeNull();
    await db().execute(sql`delete from refresh_tokens where user_id = ${user.id}`);
    await db().delete(users).where(eq(users.id, user.id));
    await here.published(db());
    expect(await findPublicUserById(otherDb(), user.id)).toBeNull();
  });

  it('remembers nothing while its listener is down, and again once it listens', async () => {
    const { user } = await createAccount(db(), 'USER');
    const quiet = new UserChanges();
    const third = await openDatabase({ url: testDatabaseUrl(db())! });
    try {
      await quiet.listen(testDatabaseUrl(db())!, third.db);
      await quiet.close();
      expect(quiet.trusted).toBe(false);
      const first = await findPublicUserById(third.db, user.id);
      expect(await findPublicUserById(third.db, user.id)).not.toBe(first);
      await quiet.listen(testDatabaseUrl(db())!, third.db);
      const remembered = await findPublicUserById(third.db, user.id);
      expect(await findPublicUserById(third.db, user.id)).toBe(remembered);
    } finally {
      await quiet.close();
      await third.close();
    }
  });
});
