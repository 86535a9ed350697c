/**
 * Issue 9's hot paths on either database: the prepared statements answer as the plain queries did
 * (each database handle gets its own, a transaction too), and PGlite opens with its smaller memory
 * settings.
 */
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { findPublicUserById, findUserById } from '@/server/services/accounts/users';
import { preparedPerDb } from '@/server/platform/prepared';
import type { Db } from '@/server/db/client';
import { testDatabaseKind, useTestDatabase } from './helpers/database';
import { createAccount } from './helpers/transports';

const db = useTestDatabase();

describe(`prepared hot queries on ${testDatabaseKind}`, () => {
  it('auth.me reads only the public columns of the user, by id, again and again', async () => {
    const { user } = await createAccount(db(), 'USER');
    for (let round = 0; round < 3; round++) {
      const found = await findPublicUserById(db(), user.id);
      expect(found).toEqual({
        id: user.id,
        name: user.name,
        email: user.email,
        accountType: 'USER',
        createdAt: user.createdAt,
        avatarKey: user.avatarKey,
        emailConfirmed: user.emailConfirmedAt !== null,
      });
      expect(found).not.toHaveProperty('passwordHash');
    }
    expect(await findPublicUserById(db(), '00000000-0000-4000-8000-000000000000')).toBeNull();
  });

  it('a transaction gets its own statement, which sees the transaction’s own writes', async () => {
    const { user } = await createAccount(db(), 'USER');
    await db()
      .transaction(async (tx) => {
        await tx.execute(sql`update users set name = 'Renamed in tx' where id = ${user.id}`);
        expect((await findUserById(tx as unknown as Db, user.id))?.name).toBe('Renamed in tx');
        tx.rollback();
      })
      .catch(() => undefined);
    expect((await findUserById(db(), user.id))?.name).toBe(user.name);
  });

  it('prepares once per database handle', () => {
    let prepared = 0;
    const query = preparedPerDb(() => ++prepared);
    expect([query(db()), query(db())]).toEqual([1, 1]);
    expect(query({} as Db)).toBe(2);
  });

  it.runIf(testDatabaseKind === 'pglite')('PGlite opens with a 32 MB buffer cache and 16 MB of maintenance memory', async () => {
    const setting = async (name: string) =>
      ((await db().execute(sql.raw(`show ${name}`))) as unknown as { rows: Record<string, string>[] }).rows[0]?.[name];
    expect(await setting('shared_buffers')).toBe('32MB');
    expect(await setting('maintenance_work_mem')).toBe('16MB');
  });
});
