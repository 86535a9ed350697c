/**
 * Issue 25: PGlite's queries on named prepared statements (db/pglite-statements.ts) answer as
 * PGlite's own `query` does — values, rows, errors, transactions — while each text is parsed once,
 * the oldest statement closed past the capacity, and a statement the database lost run again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { withNamedStatements } from '@/server/db/pglite-statements';
import { testDatabaseKind, useTestDatabase } from './helpers/database';

let plain: PGlite;
let named: PGlite;
const db = useTestDatabase();

const statements = async () =>
  (await plain.query<{ statement: string }>(`select statement from pg_prepared_statements`)).rows.map((row) => row.statement);

beforeAll(async () => {
  plain = await PGlite.create();
  named = withNamedStatements(plain, 3);
  await plain.exec(`create table things (id int primary key, name text not null, at timestamptz, tags text[], doc jsonb)`);
});
afterAll(() => plain.close());

describe('named statements on PGlite', () => {
  it('answers as PGlite does: dates, arrays, JSON, nulls, array rows and object rows', async () => {
    const at = new Date('2026-11-26T10:00:00.123Z');
    await named.query(`insert into things values ($1, $2, $3, $4, $5)`, [1, 'Čelik', at, ['a', 'b"c'], { deep: [1, 2] }]);
    await named.query(`insert into things values ($1, $2, $3, $4, $5)`, [2, 'Drvo', null, null, null]);
    const text = `select * from things where id = any($1::int[]) order by id`;
    const expected = await plain.query(text, [[1, 2]]);
    expect(await named.query(text, [[1, 2]])).toEqual(expected);
    expect((await named.query(text, [[1, 2]], { rowMode: 'array' })).rows).toEqual(
      (await plain.query(text, [[1, 2]], { rowMode: 'array' })).rows,
    );
    expect(expected.rows[0]).toMatchObject({ name: 'Čelik', at, tags: ['a', 'b"c'], doc: { deep: [1, 2] } });
  });

  it('parses each text once under its own name and closes the oldest past the capacity', async () => {
    const texts = [1, 2, 3, 4].map((n) => `select $1::int + ${n} as sum`);
    const kept = async () => (await statements()).filter((statement) => texts.includes(statement)).sort();
    for (const text of [texts[0]!, texts[0]!, texts[1]!, texts[2]!]) expect((await named.query(text, [1])).rows).toHaveLength(1);
    expect(await kept()).toEqual([texts[0], texts[1], texts[2]].sort());
    await named.query(texts[0]!, [1]); // the first is now the most recent
    await named.query(texts[3]!, [1]);
    expect(await kept()).toEqual([texts[0], texts[2], texts[3]].sort());
  });

  it('fails as PGlite fails: the same code, with the query named, and answers the next query', async () => {
    const insert = `insert into things (id, name) values ($1, $2)`;
    const failure = await named.query(insert, [1, 'Again']).catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: '23505', query: insert, params: [1, 'Again'] });
    const syntax = await named.query(`selec $1`, [1]).catch((error: unknown) => error);
    expect(syntax).toMatchObject({ code: '42601' });
    expect((await named.query<{ n: number }>(`select count(*)::int as n from things`)).rows).toEqual([{ n: 2 }]);
  });

  it('keeps a transaction whole: its queries roll back with it, and a closed one refuses more', async () => {
    let kept: { query: PGlite['query'] } | undefined;
    await expect(
      named.transaction(async (tx) => {
        kept = tx;
        await tx.query(`insert into things (id, name) values ($1, $2)`, [3, 'Staklo']);
        expect((await tx.query(`select name from things where id = $1`, [3])).rows).toEqual([{ name: 'Staklo' }]);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect((await named.query(`select name from things where id = $1`, [3])).rows).toEqual([]);
    await expect(kept!.query(`select 1`)).rejects.toThrow('Transaction is closed');
  });

  it('queues a query behind a transaction in flight rather than running inside it', async () => {
    let release!: () => void;
    let inserted!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const insertDone = new Promise<void>((resolve) => (inserted = resolve));
    const transaction = named.transaction(async (tx) => {
      await tx.query(`insert into things (id, name) values ($1, $2)`, [4, 'Kamen']);
      inserted();
      await held;
      await tx.rollback();
    });
    await insertDone;
    const outside = named.query<{ n: number }>(`select count(*)::int as n from things where id = $1`, [4]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    await transaction;
    expect((await outside).rows).toEqual([{ n: 0 }]);
  });

  it('runs a statement the database lost (deallocate all) again instead of failing', async () => {
    const text = `select name from things where id = $1`;
    await named.query(text, [1]);
    await plain.exec('deallocate all');
    expect((await named.query(text, [1])).rows).toEqual([{ name: 'Čelik' }]);
  });
});

describe.runIf(testDatabaseKind === 'pglite')('the server handle on PGlite', () => {
  it('asks through named statements', async () => {
    await db().execute(sql`select ${1}::int as one`);
    const names = await db().execute(sql`select name from pg_prepared_statements where name like 'tovar_%'`);
    expect((names as unknown as { rows: unknown[] }).rows.length).toBeGreaterThan(0);
  });
});
