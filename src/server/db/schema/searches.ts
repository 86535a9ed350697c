import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
    ...timestamps,
  },
  (t) => [
    index('saved_searches_company_idx').on(t.companyId),
    // A new load's alerts (services/notifications/load-matches.ts) read only the searches that could
    // match it: those naming its loading country (or a nearby one) through this index, and those with
    // no loading place through the next.
    index('saved_searches_filters_idx').using('gin', sql`${t.filters} jsonb_path_ops`),
    index('saved_searches_any_loading_idx')
      .on(t.id)
      .where(sql`(${t.filters} -> 'loading') = '[]'::jsonb`),
    uniqueIndex('saved_searches_company_name_unique').on(t.companyId, sql`lower(${t.name})`),
  ],
);

export type SavedSearch = typeof savedSearches.$inferSelect;
