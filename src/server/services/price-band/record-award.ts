/**
 * Counting an award into the price band's aggregates (issue 28), in the award's own transaction (the
 * award and the book-now path call it), so the band never misses or double-counts one: one statement
 * adds the price to its bucket under each level's key for this month, one more notes the company.
 * A transport without both countries and points has no lane and is not counted.
 */
import { sql } from 'drizzle-orm';
import { currencies, type Currency } from '@/lib/constants';
import { bucketOf } from '@/lib/price-band/buckets';
import { monthOf, similarityOf, type BandJob } from '@/lib/price-band/similarity';
import { toEur } from '@/lib/reference-rates';
import type { Db } from '../../db/client';
import type { Transport } from '../../db/schema';

export interface AwardedPrice {
  amount: number;
  currency: Currency;
  /** The awarded bid's company, or its transporter when it bid without one. */
  companyId: string;
}

export async function recordAward(db: Db, job: BandJob, price: AwardedPrice, at = new Date()): Promise<void> {
  const similarity = similarityOf(job);
  if (!similarity) return;
  const bucket = bucketOf(toEur(price.amount, price.currency));
  const month = monthOf(at);
  const keys = similarity.lanes.map(
    ({ level, lane }) =>
      sql`(${level}, ${lane}, ${similarity.distanceBand}::smallint, ${similarity.weightBand}::smallint, ${similarity.itemTypes}, ${month}::date`,
  );
  // A histogram holds only the buckets from its lowest to its highest price (an array whose lower
  // bound is the first bucket's number, 1-based; gaps are null): most keys see a narrow range.
  const slot = bucket + 1;
  await db.execute(sql`
    insert into price_band_stats (level, lane, distance_band, weight_band, item_types, month, awards, counts)
    values ${sql.join(
      keys.map((key) => sql`${key}, 1, array_fill(1, array[1], array[${slot}::int]))`),
      sql`, `,
    )}
    on conflict (level, lane, distance_band, weight_band, item_types, month) do update
      set awards = price_band_stats.awards + 1,
          counts[${slot}::int] = coalesce(price_band_stats.counts[${slot}::int], 0) + 1`);
  await db.execute(sql`
    insert into price_band_companies (level, lane, distance_band, weight_band, item_types, month, company_id)
    values ${sql.join(
      keys.map((key) => sql`${key}, ${price.companyId}::uuid)`),
      sql`, `,
    )}
    on conflict do nothing`);
}

/** The award of `bid` on `transport`, counted: what the award and the book-now path call. */
export async function countAward(
  db: Db,
  transport: Transport,
  bid: { amount: number; currency: string; companyId: string | null; transporterId: string },
): Promise<void> {
  const currency = currencies.find((known) => known === bid.currency);
  if (!currency) return;
  const job = { ...transport, weightKg: transport.estimatedWeightKg };
  await recordAward(db, job, { amount: bid.amount, currency, companyId: bid.companyId ?? bid.transporterId });
}
