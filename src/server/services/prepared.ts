/**
 * Prepared statements for the hot queries (issue 9), one per database handle: Drizzle builds the SQL
 * once; on PostgreSQL `pg` also parses and plans it once per connection (a named statement). A
 * transaction is a handle of its own and gets its own statement.
 */
import type { Db } from '../db/client';

export function preparedPerDb<Query>(prepare: (db: Db) => Query): (db: Db) => Query {
  const byDb = new WeakMap<Db, Query>();
  return (db) => {
    let query = byDb.get(db);
    if (!query) {
      query = prepare(db);
      byDb.set(db, query);
    }
    return query;
  };
}
