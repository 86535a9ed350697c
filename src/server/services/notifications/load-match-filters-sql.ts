/**
 * The filters of a saved search other than its places, checked by the database on the stored JSON
 * for one load, so the searches a load's keys find but that want other days, item types, a delivery
 * type or lighter loads never leave it. Each condition rejects only what matchesLoad (load-match-rule.ts)
 * rejects for valid filters, and nothing it cannot read (a value of the wrong type is left to the
 * schema, which alerts nobody for it): load-matches.ts still judges every row this lets through.
 */
import { sql, type SQL } from 'drizzle-orm';
import { textArray } from '../../db/sql-array';
import type { NewLoad } from './load-match-rule';

const filter = (field: string) => sql.raw(`s.filters -> '${field}'`);

/** The field as a float8 when it is a JSON number (clamped, so a huge one cannot fail the cast), else null. */
const number = (field: string) =>
  sql`case when jsonb_typeof(${filter(field)}) = 'number' then least(greatest((${filter(field)})::numeric, -1e300), 1e300)::float8 end`;

/** Conditions on `s`, the saved_searches row. */
export function otherFiltersAdmit(load: NewLoad): SQL {
  const day = sql`${load.loadingDate}::text collate "C"`;
  const itemTypes = textArray(load.itemTypes);
  return sql`coalesce((s.filters ->> 'loadingFrom') collate "C" <= ${day}, true)
    and coalesce((s.filters ->> 'loadingTo') collate "C" >= ${day}, true)
    and case when jsonb_typeof(${filter('itemTypes')}) = 'array' and jsonb_array_length(${filter('itemTypes')}) > 0
      then ${filter('itemTypes')} ?| ${itemTypes}::text[] else true end
    and coalesce(s.filters ->> 'deliveryType' = ${load.deliveryType}, true)
    and coalesce(${number('maxWeightKg')} >= ${load.estimatedWeightKg}::float8, true)
    and coalesce(${number('maxVolumeM3')} >= ${load.estimatedVolumeM3}::float8, true)`;
}
