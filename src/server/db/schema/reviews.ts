import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './users';
import { companies } from './companies';
import { transports } from './transports';

/** A rating (1–5) with text, about a user and, for transporters, their company. */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subjectUserId: uuid('subject_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subjectCompanyId: uuid('subject_company_id').references(() => companies.id, { onDelete: 'cascade' }),
    transportId: uuid('transport_id').references(() => transports.id, { onDelete: 'set null' }),
    rating: integer('rating').notNull(),
    text: text('text'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    index('reviews_subject_user_idx').on(t.subjectUserId),
    index('reviews_subject_company_idx').on(t.subjectCompanyId),
    uniqueIndex('reviews_author_transport_subject_unique').on(t.authorId, t.transportId, t.subjectUserId),
  ],
);
