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
    uniqueIndex('saved_searches_company_name_unique').on(t.companyId, sql`lower(${t.name})`),
  ],
);

export type SavedSearch = typeof savedSearches.$inferSelect;
