/**
 * Issue 25: PGlite's queries on named prepared statements (db/pglite-statements.ts) answer as
 * PGlite's own `query` does — values, rows, errors, notifications, transactions — while each text is parsed once,
 * the oldest statement closed past the capacity, and a statement the database lost run again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { withNamedStatements } from '@/server/db/pglite-statements';
import { useTestDatabase } from './helpers/database';

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

  it('reads every type, null, empty and repeated names, and the counts of changes as PGlite does', async () => {
    const texts: [string, unknown[]][] = [
      [
        `select $1::int8 as big, $2::numeric as money, 1.5::float8 as float, true as yes, null::int as none, ''::text as empty,
           'Ćirilica ђ 🚚'::text as unicode, '2026-11-27'::date as day, '3 days'::interval as span, '\\x00ff'::bytea as raw,
           array[1, null, 3]::int[] as numbers, '{"a": [1]}'::json as doc, 1 as same, 2 as same`,
        ['9007199254740993', '12.50'],
      ],
      [`select * from things where id < 0`, []],
      [`update things set name = name where id = any($1::int[])`, [[1, 2]]],
      [
        `insert into things (id, name) values ($1, 'A'), ($2, 'B') on conflict (id) do update set name = excluded.name returning id`,
        [10, 11],
      ],
      [`delete from things where id = $1`, [-1]],
    ];
    for (const [text, params] of texts) {
      expect(await named.query(text, params), text).toEqual(await plain.query(text, params));
      expect(await named.query(text, params, { rowMode: 'array' }), text).toEqual(await plain.query(text, params, { rowMode: 'array' }));
    }
    // An answer larger than PGlite's buffer comes in several chunks.
    const many = `select g, repeat('ž', 40) as text from generate_series(1, $1::int) g`;
    expect(await named.query(many, [30_000])).toEqual(await plain.query(many, [30_000]));
    await plain.query(`delete from things where id >= 10`);
    const parsers = { [1700]: (value: string) => `money ${value}` };
    const money = `select $1::numeric as money`;
    expect((await named.query(money, ['1.25'], { parsers })).rows).toEqual([{ money: 'money 1.25' }]);
  });

  it("delivers each notification once, from its own queries and from PGlite's", async () => {
    const heard: string[] = [];
    const everywhere: string[] = [];
    const unlisten = await named.listen('Tovar_Test', (payload) => heard.push(payload));
    const off = named.onNotification((channel, payload) => everywhere.push(`${channel}:${payload}`));
    await named.query(`select pg_notify('tovar_test', $1)`, ['named']);
    await plain.query(`select pg_notify('tovar_test', $1)`, ['plain']);
    await named.transaction(async (tx) => tx.query(`select pg_notify('tovar_test', $1)`, ['in a transaction']));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(heard.sort()).toEqual(['in a transaction', 'named', 'plain']);
    expect(everywhere.sort()).toEqual(['tovar_test:in a transaction', 'tovar_test:named', 'tovar_test:plain']);
    await unlisten();
    off();
    await named.query(`select pg_notify('tovar_test', $1)`, ['after']);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(heard).toHaveLength(3);
    expect(everywhere).toHaveLength(3);
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
    const text = `select 1 / $1::int as ratio`;
    const [ours, pglites] = await Promise.all(
      [named.query(text, [0]), plain.query(text, [0])].map((call) => call.catch((error: unknown) => error)),
    );
    expect(ours).toBeInstanceOf(Error);
    expect({ ...(ours as object), message: (ours as Error).message }).toEqual({
      ...(pglites as object),
      message: (pglites as Error).message,
    });
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

// PGlite only, as the whole file (vitest.config.ts leaves it out of the PostgreSQL pass).
describe('the server handle on PGlite', () => {
  it('asks through named statements', async () => {
    await db().execute(sql`select ${1}::int as one`);
    const names = await db().execute(sql`select name from pg_prepared_statements where name like 'tovar_%'`);
    expect((names as unknown as { rows: unknown[] }).rows.length).toBeGreaterThan(0);
  });
});
