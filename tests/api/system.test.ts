import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { testDatabaseKind, useTestDatabase } from './helpers/database';

const db = useTestDatabase();

describe(`system on ${testDatabaseKind}`, () => {
  it('migrates every table', async () => {
    const result = (await db().execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    )) as unknown as { rows: { table_name: string }[] };
    const names = result.rows.map((row) => row.table_name);
    expect(names).toEqual(
      expect.arrayContaining(['users', 'refresh_tokens', 'transports', 'transport_items', 'bids', 'reviews', 'vehicles', 'positions']),
    );
  });
});
