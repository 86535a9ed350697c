import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { SavedSearchAlerts } from '@/lib/notifications';
import { companies } from './companies';
import { timestamps } from './users';

/** The countries and places one end of a search's filters names, or ["*"] when it names none (or is not a list). */
function endKeys(end: 'loading' | 'delivery') {
  return sql.raw(`case when jsonb_typeof("filters" -> '${end}') is distinct from 'array' then '["*"]'::jsonb
    when jsonb_array_length("filters" -> '${end}') = 0 then '["*"]'::jsonb
    else jsonb_path_query_array("filters", '$.${end}[*].country') || jsonb_path_query_array("filters", '$.${end}[*].place') end`);
}

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
    /** What the filters' loading end names, kept by the database: its countries and places, or "*" for anywhere. */
    loadingKeys: jsonb('loading_keys').generatedAlwaysAs(endKeys('loading')),
    deliveryKeys: jsonb('delivery_keys').generatedAlwaysAs(endKeys('delivery')),
    ...timestamps,
  },
  (t) => [
    index('saved_searches_company_idx').on(t.companyId),
    // A new load's alerts (services/notifications/load-matches.ts) read only the searches that could
    // match it, through what each end names (below).
    // Without a pending list: a lookup reads the index alone, not a list of recent inserts.
    index('saved_searches_loading_keys_idx').using('gin', t.loadingKeys).with({ fastupdate: false }),
    index('saved_searches_delivery_keys_idx').using('gin', t.deliveryKeys).with({ fastupdate: false }),
    uniqueIndex('saved_searches_company_name_unique').on(t.companyId, sql`lower(${t.name})`),
  ],
);

export type SavedSearch = typeof savedSearches.$inferSelect;
