import { sql } from 'drizzle-orm';
import { doublePrecision, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { SavedSearchAlerts } from '@/lib/notifications';
import { companies } from './companies';
import { timestamps } from './users';

/**
 * A transporter's named filter set for the load search. `lastOpenedAt` is when it was last opened:
 * loads created after it are "new" (and what mail alerts will send once notifications land).
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The search's filters as the load search's input schema parses them (src/lib/schemas). */
    filters: jsonb('filters').notNull(),
    lastOpenedAt: timestamp('last_opened_at', { withTimezone: true }).notNull().defaultNow(),
    /** How it alerts: `instant`, `daily` (a digest at 07:00) or `off` (src/lib/notifications.ts). */
    alerts: text('alerts').$type<SavedSearchAlerts>().notNull().default('instant'),
    /**
     * Every pair "loading>delivery" of what the two ends name, kept by the database (migration 0022):
     * a country ("RS"), a place ("Tuzla|BA") or "*" for anywhere.
     */
    matchKeys: jsonb('match_keys').generatedAlwaysAs(sql`saved_search_match_keys(filters)`),
    ...timestamps,
  },
  (t) => [
    index('saved_searches_company_idx').on(t.companyId),
    // A new load's alerts (services/notifications/load-matches.ts) read only the searches that could
    // match it, one probe per pair of what the load's two ends admit.
    // Without a pending list: a lookup reads the index alone, not a list of recent inserts.
    index('saved_searches_match_keys_idx').using('gin', t.matchKeys).with({ fastupdate: false }),
    uniqueIndex('saved_searches_company_name_unique').on(t.companyId, sql`lower(${t.name})`),
  ],
);

export type SavedSearch = typeof savedSearches.$inferSelect;

/**
 * Each place a saved search's end has ever named, with the largest radius named around it, kept by a
 * trigger on saved_searches (migration 0022): a new load asks only for the places whose circle may
 * reach it, not for every place of the gazetteer near it. Never shrinks: a place left over from a
 * removed search costs one probe, never a missed alert.
 */
export const savedSearchPlaces = pgTable(
  'saved_search_places',
  {
    side: text('side').$type<'loading' | 'delivery'>().notNull(),
    /** "Tuzla|BA": the place's name and country, as match_keys writes it. */
    placeKey: text('place_key').notNull(),
    radiusKm: doublePrecision('radius_km').notNull(),
  },
  (t) => [primaryKey({ columns: [t.side, t.placeKey] })],
);
