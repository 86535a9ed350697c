/**
 * `npm run seed`: demo data in the database the server uses — PostgreSQL when DATABASE_URL is set,
 * otherwise PGlite in DATA_DIR/db. A database that already has users is left alone unless
 * `--force`, which empties every table first. Stop the server first when using PGlite: only one
 * process may open it.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../src/server/db/client';
import { seedDemo } from '../src/server/seed/demo';
import { demoLogins, demoPassword } from '../src/server/seed/people';
import { databaseWhere as where, runScript, withServerDatabase } from './open-database';

const force = process.argv.includes('--force');

type Rows<T> = T[] | { rows: T[] };
const rowsOf = <T>(result: Rows<T>): T[] => (Array.isArray(result) ? result : result.rows);

async function tableNames(database: Database): Promise<string[]> {
  const result = await database.db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return rowsOf(result as Rows<{ name: string }>).map((row) => row.name);
}

async function countRows(database: Database, table: string): Promise<number> {
  const result = await database.db.execute<{ count: number }>(sql`select count(*)::int as count from ${sql.identifier(table)}`);
  return rowsOf(result as Rows<{ count: number }>)[0]?.count ?? 0;
}

async function seed(database: Database): Promise<number> {
  const users = await countRows(database, 'users');
  if (users > 0 && !force) {
    console.log(
      `The database (${where}) already has ${users} users: nothing seeded. Run \`npm run seed -- --force\` to wipe it and seed again.`,
    );
    return 0;
  }
  const tables = await tableNames(database);
  if (users > 0) {
    await database.db.execute(sql.raw(`truncate ${tables.map((t) => `"${t}"`).join(', ')} restart identity cascade`));
    console.log(`Emptied ${tables.length} tables.`);
  }
  const started = performance.now();
  await seedDemo(database.db);
  console.log(`Seeded ${where} in ${((performance.now() - started) / 1000).toFixed(2)} s:`);
  for (const table of tables) console.log(`  ${table.padEnd(20)} ${await countRows(database, table)}`);
  console.log(`\nDemo log-ins (password "${demoPassword}"):`);
  for (const login of demoLogins) console.log(`  ${login.email.padEnd(32)} ${login.accountType}`);
  return 0;
}

runScript(() => withServerDatabase(seed), 'Seeding failed');
