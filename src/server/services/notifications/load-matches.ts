/**
 * A new load against every saved search (issue 26): the transport companies whose search would list
 * it hear of it ("a new load matches your search …"), collapsed per search while unread. The
 * database finds the searches whose places could admit the load, one index probe per pair of keys
 * (load-match-keys.ts), and drops those whose other filters cannot (load-match-filters-sql.ts); each
 * one left is judged by the rule in memory (load-match-rule.ts) and, for "fits my fleet", by the
 * database. Runs in the load's transaction.
 */
import { and, eq, sql } from 'drizzle-orm';
import { loadFiltersSchema } from '@/lib/schemas/load-search';
import type { SavedSearchAlerts } from '@/lib/notifications';
import type { Db } from '../../db/client';
import { transports } from '../../db/schema';
import { fitsFleetOf } from '../fleet/fleet-fit-sql';
import { rowsOf } from '../../db/rows';
import { notifyMatches, textArray, type MatchedSearch } from './load-match-notices';
import { otherFiltersAdmit } from './load-match-filters-sql';
import { matchKeysOf } from './load-match-keys';
import { matchesLoad, type NewLoad } from './load-match-rule';

export { matchesLoad };

interface Candidate extends Record<string, unknown> {
  id: string;
  name: string;
  alerts: SavedSearchAlerts;
  company_id: string;
  owner_id: string;
  filters: unknown;
}

async function fitsFleet(db: Db, companyId: string, loadId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: transports.id })
    .from(transports)
    .where(and(eq(transports.id, loadId), await fitsFleetOf(db, companyId)));
  return row !== undefined;
}

/** The searches set to alert whose keys admit the load and whose other filters may; once each. */
async function candidates(db: Db, load: NewLoad): Promise<Candidate[]> {
  const keys = await matchKeysOf(db, load);
  const rows = await rowsOf<Candidate>(
    db,
    sql`select s.id, s.name, s.alerts, s.company_id, c.owner_id, s.filters
      from unnest(${textArray(keys)}::text[]) as k(key)
      join saved_searches s on s.match_keys ? k.key
      join companies c on c.id = s.company_id
      where s.alerts <> 'off' and ${otherFiltersAdmit(load)}`,
  );
  // A search naming both the load's country and a place near it is found by both keys.
  return [...new Map(rows.map((row) => [row.id, row])).values()];
}

/**
 * Tells the owner of each company with a matching search (one set to alert: a daily one in the bell
 * now and by mail in the morning's digest); returns how many searches matched.
 */
export async function tellLoadMatches(db: Db, load: NewLoad): Promise<number> {
  const matched: MatchedSearch[] = [];
  for (const search of await candidates(db, load)) {
    const parsed = loadFiltersSchema.safeParse(search.filters);
    // A search saved under older rules than today's still opens but alerts nobody.
    if (!parsed.success || !matchesLoad(parsed.data, load)) continue;
    if (parsed.data.fitsMyFleet && !(await fitsFleet(db, search.company_id, load.id))) continue;
    matched.push({ id: search.id, name: search.name, alerts: search.alerts, ownerId: search.owner_id });
  }
  await notifyMatches(db, load, matched);
  return matched.length;
}
