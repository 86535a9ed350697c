/**
 * A new load against every saved search (issue 26): the transport companies whose search would list
 * it hear of it ("a new load matches your search …"), collapsed per search while unread. The
 * database finds the searches whose places could admit the load, one index probe for all the pairs
 * of keys (load-match-keys.ts), and drops those whose other filters cannot (load-match-filters-sql.ts);
 * each set of filters left is judged once by the rule in memory (load-match-rule.ts) and, for "fits my
 * fleet", each search by the database. The alerts are written in one statement (notify.ts).
 * Runs in the load's transaction.
 */
import { and, eq, sql } from 'drizzle-orm';
import { loadFiltersSchema } from '@/lib/schemas/load-search';
import type { SavedSearchAlerts } from '@/lib/notifications';
import type { Db } from '../../db/client';
import { transports } from '../../db/schema';
import { fitsFleetOf } from '../fleet/fleet-fit-sql';
import { rowsOf } from '../../db/rows';
import { textArray } from '../../db/sql-array';
import { notifyMatches, type MatchedSearch } from './load-match-notices';
import { otherFiltersAdmit } from './load-match-filters-sql';
import { matchKeysOf } from './load-match-keys';
import { matchesLoad, type NewLoad } from './load-match-rule';

export { matchesLoad };

/** The searches a load's keys found that share one set of filters (the filters as the database writes them). */
interface Group extends Record<string, unknown> {
  filters: string;
  ids: string[];
  names: string[];
  alerts: SavedSearchAlerts[];
  companies: string[];
  owners: string[];
}

async function fitsFleet(db: Db, companyId: string, loadId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: transports.id })
    .from(transports)
    .where(and(eq(transports.id, loadId), await fitsFleetOf(db, companyId)));
  return row !== undefined;
}

/**
 * The searches set to alert whose keys admit the load and whose other filters may, once each (a
 * search naming both the load's country and a place near it holds both keys), grouped by their
 * filters: searches saved with the same filters are judged once.
 */
async function candidates(db: Db, load: NewLoad): Promise<Group[]> {
  const keys = await matchKeysOf(db, load);
  return rowsOf<Group>(
    db,
    // One probe of the index for all the keys (`?|`), planned with the keys themselves: a join of
    // `?` per key planned them as unknown and, from six keys on, read the whole table instead. Each
    // owner by its key (a join read all the companies).
    sql`with found as (
        select s.id, s.name, s.alerts, s.company_id, s.filters::text as filters,
          (select c.owner_id from companies c where c.id = s.company_id) as owner_id
        from saved_searches s
        where s.match_keys ?| ${textArray(keys)}::text[] and s.alerts <> 'off' and ${otherFiltersAdmit(load)}
      )
      select filters, array_to_json(array_agg(id)) as ids, array_to_json(array_agg(name)) as names,
        array_to_json(array_agg(alerts)) as alerts, array_to_json(array_agg(company_id)) as companies,
        array_to_json(array_agg(owner_id)) as owners
      from found
      group by filters`,
  );
}

/**
 * Tells the owner of each company with a matching search (one set to alert: a daily one in the bell
 * now and by mail in the morning's digest); returns how many searches matched.
 */
export async function tellLoadMatches(db: Db, load: NewLoad): Promise<number> {
  const matched: MatchedSearch[] = [];
  for (const group of await candidates(db, load)) {
    const parsed = loadFiltersSchema.safeParse(JSON.parse(group.filters));
    // A search saved under older rules than today's still opens but alerts nobody.
    if (!parsed.success || !matchesLoad(parsed.data, load)) continue;
    for (const [i, id] of group.ids.entries()) {
      if (parsed.data.fitsMyFleet && !(await fitsFleet(db, group.companies[i]!, load.id))) continue;
      matched.push({ id, name: group.names[i]!, alerts: group.alerts[i]!, ownerId: group.owners[i]! });
    }
  }
  await notifyMatches(db, load, matched);
  return matched.length;
}
