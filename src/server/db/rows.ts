/** Rows of a raw query, as both drivers (pg and PGlite) return them. */
import type { SQL } from 'drizzle-orm';
import type { Db } from './client';

export async function rowsOf<Row>(db: Db, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}
