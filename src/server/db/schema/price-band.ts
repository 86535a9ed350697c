import { date, integer, pgTable, primaryKey, smallint, text, uuid } from 'drizzle-orm/pg-core';

/**
 * The price band's aggregates (issue 28, migration 0020), written in the award's transaction so a
 * view reads a few rows instead of scanning awards: per similarity key (src/lib/price-band/similarity.ts)
 * and month, a histogram of the awarded EUR prices in fixed buckets (src/lib/price-band/buckets.ts).
 * Each award is counted once per level (lane, either direction, regions), so each level is one key.
 */
const bandKey = {
  level: text('level').notNull(),
  lane: text('lane').notNull(),
  distanceBand: smallint('distance_band').notNull(),
  weightBand: smallint('weight_band').notNull(),
  itemTypes: text('item_types').notNull(),
  month: date('month', { mode: 'string' }).notNull(),
};

export const priceBandStats = pgTable(
  'price_band_stats',
  {
    ...bandKey,
    awards: integer('awards').notNull(),
    /** The counts of buckets first … last only: the array's lower bound is the first's number + 1; gaps are null. */
    counts: integer('counts').array().notNull(),
  },
  (t) => [primaryKey({ name: 'price_band_stats_pk', columns: [t.level, t.lane, t.distanceBand, t.weightBand, t.itemTypes, t.month] })],
);

/** The companies seen under a key in a month (the minimum is 3 distinct ones), the awarded bid's company or, without one, its transporter. */
export const priceBandCompanies = pgTable(
  'price_band_companies',
  {
    ...bandKey,
    companyId: uuid('company_id').notNull(),
  },
  (t) => [
    // Company before month: a key's companies come in order, so counting 3 distinct ones stops at the third.
    primaryKey({
      name: 'price_band_companies_pk',
      columns: [t.level, t.lane, t.distanceBand, t.weightBand, t.itemTypes, t.companyId, t.month],
    }),
  ],
);
