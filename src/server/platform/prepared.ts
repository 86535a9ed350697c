/**
 * Prepared statements for the hot queries (issues 9 and 25), one per database handle: Drizzle builds
 * the SQL once; on PostgreSQL `pg` also parses and plans it once per connection (a named statement).
 * A transaction is a handle of its own and gets its own statement, made from the SQL built for the
 * first handle rather than built again.
 */
import type { Query, SQL } from 'drizzle-orm';
import { PgDialect, type SelectedFieldsOrdered } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { rowMapper } from './row-mapper';

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

/**
 * What a prepared query of Drizzle's keeps for its mapping: the fields are a select's, or what a
 * write returns; the rest is set by its joins.
 */
interface PreparedQueryInternals {
  getQuery(): Query;
  fields: SelectedFieldsOrdered;
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
}

/**
 * A select (or a write returning rows) prepared under `name` for every database handle:
 * `sql.placeholder(...)` marks what each run fills in. Its SQL is built once, for the first handle:
 * a transaction's statement is made from that SQL, not built again (building a select of forty
 * columns cost more than running it). Its rows are mapped by a mapper built once (row-mapper.ts)
 * instead of by Drizzle's per-row walk.
 */
export function preparedQuery<Prepared>(name: string, build: (db: Db) => { prepare(name: string): Prepared }): (db: Db) => Prepared {
  let first: (Pick<PreparedQueryInternals, 'fields' | 'customResultMapper'> & { query: Query }) | undefined;
  return preparedPerDb((db) => {
    if (first) return db._.session.prepareQuery(first.query, first.fields, name, true, first.customResultMapper) as Prepared;
    const prepared = build(db).prepare(name);
    const internals = prepared as unknown as PreparedQueryInternals;
    internals.customResultMapper = rowMapper(internals.fields, internals.joinsNotNullableMap);
    first = { query: internals.getQuery(), fields: internals.fields, customResultMapper: internals.customResultMapper };
    return prepared;
  });
}

const dialect = new PgDialect();

/**
 * A statement the query builders cannot express (a CTE that inserts into two tables), prepared the
 * same way: `sql.placeholder(...)` marks what each run fills in, and on PostgreSQL it is parsed and
 * planned once per connection instead of on every run.
 */
export function preparedSql(name: string, query: SQL) {
  const built = dialect.sqlToQuery(query);
  return preparedPerDb((db) => db._.session.prepareQuery(built, undefined, name, false));
}
