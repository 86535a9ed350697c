/**
 * `npm run sql -- "<query>"`: one SQL statement on the database the server uses (PostgreSQL when
 * DATABASE_URL is set, otherwise PGlite in DATA_DIR/db; stop the server first then: one process may
 * open it), its rows printed as a table. For operators, e.g. the reported messages (README, Messages).
 */
import { sql } from 'drizzle-orm';
import { runScript, withServerDatabase } from './open-database';

const query = process.argv.slice(2).join(' ').trim();
if (!query) {
  console.error('usage: npm run sql -- "<query>"');
  process.exit(2);
}
runScript(
  () =>
    withServerDatabase(async (database) => {
      const result = (await database.db.execute(sql.raw(query))) as unknown as
        Record<string, unknown>[] | { rows: Record<string, unknown>[] };
      const rows = Array.isArray(result) ? result : result.rows;
      if (rows.length > 0) console.table(rows);
      else console.log('(no rows)');
      return 0;
    }),
  'The query failed',
);
