/**
 * Which vehicles a live-tracking caller sees: its company's, or the one its `user` param names (by
 * id, tracker id or plate; see src/lib/schemas/live.ts). Never another company's.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { companyIdOf } from '../accounts/company-of';

/** A SQL condition on the `vehicles v` alias: the company's vehicles, narrowed to `user` when given. */
export async function liveVehicleFilter(db: Db, userId: string, user: string | undefined): Promise<SQL> {
  const companyId = await companyIdOf(db, userId);
  const company = sql`v.company_id = ${companyId}`;
  if (!user) return company;
  const plate = sql`upper(regexp_replace(v.plate, '[^[:alnum:]]', '', 'g')) = upper(regexp_replace(${user}, '[^[:alnum:]]', '', 'g'))`;
  return sql`${company} and (v.id::text = ${user} or v.tracker_id = ${user} or ${plate})`;
}

/** The ids of the vehicles the caller sees now. */
export async function liveVehicleIds(db: Db, userId: string, user: string | undefined): Promise<Set<string>> {
  const filter = await liveVehicleFilter(db, userId, user);
  const rows = await rowsOf<{ id: string }>(db, sql`select v.id from vehicles v where ${filter}`);
  return new Set(rows.map((row) => row.id));
}
