/**
 * The embedded database's autovacuum. PGlite runs PostgreSQL as one backend, without the postmaster
 * whose launcher starts autovacuum, so left alone its tables are never vacuumed (every update's and
 * delete's dead rows stay, indexes grow, old rows are never frozen) nor analyzed (the planner plans
 * without statistics). The maintenance round (services/maintenance) runs this on PGlite: each table
 * that PostgreSQL's autovacuum would pick, by its own settings and the same counters, is vacuumed or
 * analyzed or both, one table at a time. A table never vacuumed nor analyzed (after migrations, after
 * the demo's seed) is both.
 */
import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { rowsOf } from './rows';

const setting = (name: string) => `current_setting('${name}')::float8`;
/** Autovacuum's rule: a count over a threshold plus a share of the table's rows (none when never counted). */
const over = (count: string, threshold: string, scale: string) =>
  `s.${count} > ${setting(threshold)} + ${setting(scale)} * greatest(c.reltuples, 0)`;

interface DueTable {
  table: string;
  vacuum: boolean;
  analyze: boolean;
}

const dueTables = sql.raw(`
  select s.relname as "table",
    ${over('n_dead_tup', 'autovacuum_vacuum_threshold', 'autovacuum_vacuum_scale_factor')}
      or ${over('n_ins_since_vacuum', 'autovacuum_vacuum_insert_threshold', 'autovacuum_vacuum_insert_scale_factor')}
      or age(c.relfrozenxid) > ${setting('autovacuum_freeze_max_age')}
      or c.reltuples < 0 as vacuum,
    ${over('n_mod_since_analyze', 'autovacuum_analyze_threshold', 'autovacuum_analyze_scale_factor')}
      or c.reltuples < 0 as analyze
  from pg_stat_user_tables s join pg_class c on c.oid = s.relid
  where s.schemaname = 'public'
  order by s.relname`);

/** Vacuums and analyzes what is due; says which tables had which. */
export async function vacuumAsAutovacuumWould(db: Db): Promise<{ vacuumed: string[]; analyzed: string[] }> {
  const due = await rowsOf<DueTable>(db, dueTables);
  for (const { table, vacuum, analyze } of due) {
    if (vacuum) await db.execute(sql`vacuum ${sql.raw(analyze ? '(analyze) ' : '')}${sql.identifier(table)}`);
    else if (analyze) await db.execute(sql`analyze ${sql.identifier(table)}`);
  }
  const named = (which: (table: DueTable) => boolean) => due.filter(which).map(({ table }) => table);
  return { vacuumed: named((table) => table.vacuum), analyzed: named((table) => table.analyze) };
}
