/**
 * Prepared statements for the hot queries (issue 9), one per database handle: Drizzle builds the SQL
 * once; on PostgreSQL `pg` also parses and plans it once per connection (a named statement). A
 * transaction is a handle of its own and gets its own statement.
 */
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { rowMapper, type OrderedField } from './row-mapper';

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

/** What a prepared select of Drizzle's keeps for its mapping (the fields are set on a select's, the rest by its joins). */
interface PreparedSelectInternals {
  fields?: OrderedField[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
}

/**
 * A select prepared under `name` (one statement per database, parsed and planned once per
 * connection), its rows mapped by a mapper built once for it (row-mapper.ts) instead of by Drizzle's
 * per-row walk of the selection.
 */
export function prepareSelect<Prepared>(select: { prepare(name: string): Prepared }, name: string): Prepared {
  const prepared = select.prepare(name);
  const internals = prepared as PreparedSelectInternals;
  if (internals.fields) internals.customResultMapper = rowMapper(internals.fields, internals.joinsNotNullableMap);
  return prepared;
}

const dialect = new PgDialect();

/**
 * A statement the query builders cannot express (a CTE that inserts into two tables), prepared the
 * same way: `sql.placeholder(...)` marks what each run fills in, and on PostgreSQL it is parsed and
 * planned once per connection instead of on every run.
 */
export function preparedSql(name: string, query: SQL) {
  return preparedPerDb((db) => db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false));
}
