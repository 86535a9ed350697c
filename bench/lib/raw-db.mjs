// For the benches that seed straight into the database and read a few rows back (ids, a cursor's
// position): the same calls on PostgreSQL (a pg client) and on PGlite (its directory, opened while
// no server has it open).
import pg from 'pg';

/** `exec(sql)` runs statements, `rows(sql, params)` answers a query's rows; `close()` when done. */
export async function openRawDb(databaseUrl, dataDir) {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    return {
      exec: (text) => client.query(text),
      rows: async (text, params) => (await client.query(text, params)).rows,
      close: () => client.end(),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const db = new PGlite(`${dataDir}/db`);
  return {
    exec: (text) => db.exec(text),
    rows: async (text, params) => (await db.query(text, params)).rows,
    close: () => db.close(),
  };
}
