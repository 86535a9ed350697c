import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps, users } from './users';

/** A business profile: one per COMPANY or TRANSPORT_COMPANY account. */
export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The registration number (company ID) shown on the public profile. */
    companyId: text('company_id').notNull(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    phone: text('phone').notNull(),
    contactPerson: text('contact_person').notNull(),
    email: text('email').notNull(),
    website: text('website'),
    description: text('description'),
    coverKey: text('cover_key'),
    ...timestamps,
  },
  (t) => [uniqueIndex('companies_cover_key_unique').on(t.coverKey)],
);

export const companyDocuments = pgTable(
  'company_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    fileKey: text('file_key').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('company_documents_company_idx').on(t.companyId), uniqueIndex('company_documents_file_key_unique').on(t.fileKey)],
);

export type Company = typeof companies.$inferSelect;
