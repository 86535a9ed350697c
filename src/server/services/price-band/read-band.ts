/**
 * Reading the price band for a job (issue 28): one query whatever the number of awards behind it:
 * the histograms of each level's key for the window's months (at most 7 rows a level) and, per level,
 * whether 3 distinct companies are among them (each level's scan stops at the third), then the pure
 * rules choose the level and the figures (src/lib/price-band/widening.ts).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Currency } from '@/lib/constants';
import { emptyHistogram, sumHistograms } from '@/lib/price-band/buckets';
import { similarityOf, windowStartMonth, type BandJob, type BandLevel, type Similarity } from '@/lib/price-band/similarity';
import { bandMinimums, chooseBand, type LevelSample, type PriceBand } from '@/lib/price-band/widening';
import type { Db } from '../../db/client';

/** The rows of a raw query; both drivers answer with `rows`. */
async function rowsOf<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

const sameKey = (similarity: Similarity, level: BandLevel, lane: string, since: string) => sql`
  level = ${level} and lane = ${lane} and distance_band = ${similarity.distanceBand}::smallint
  and weight_band = ${similarity.weightBand}::smallint and item_types = ${similarity.itemTypes} and month >= ${since}::date`;

interface BandRow {
  level: BandLevel;
  /** A histogram row: its first bucket and its counts; a companies row: null. */
  first: number | null;
  counts: (number | null)[] | null;
  /** A companies row: the distinct companies seen, up to the minimum; a histogram row: null. */
  companies: number | null;
}

/**
 * One round trip: each level's histogram rows for the window, then per level the number of distinct
 * companies, counted only up to the minimum (each level's scan stops at the third).
 */
function bandRows(db: Db, similarity: Similarity, since: string) {
  const histograms = sql.join(
    similarity.lanes.map(({ level, lane }) => sql`(${sameKey(similarity, level, lane, since)})`),
    sql` or `,
  );
  const companies = similarity.lanes.map(
    ({ level, lane }) => sql`(select distinct level, company_id from price_band_companies
      where ${sameKey(similarity, level, lane, since)} order by level, company_id limit ${bandMinimums.companies})`,
  );
  return rowsOf<BandRow>(
    db,
    sql`
    select level, array_lower(counts, 1) - 1 as first, counts[array_lower(counts, 1):array_upper(counts, 1)] as counts,
      null::int as companies
    from price_band_stats where ${histograms}
    union all
    select level, null, null, count(*)::int from (${sql.join(companies, sql` union all `)}) seen group by level`,
  );
}

/** A stored range of counts (from bucket `first`, nulls in gaps) as a whole histogram. */
function placed(first: number, counts: readonly (number | null)[]): number[] {
  const histogram = emptyHistogram();
  counts.forEach((count, index) => (histogram[first + index] = count ?? 0));
  return histogram;
}

/** The band for `job` in `currency` (null: not enough data yet, or no lane to compare). */
export async function readBand(db: Db, job: BandJob, currency: Currency, now = new Date()): Promise<PriceBand | null> {
  const similarity = similarityOf(job);
  if (!similarity) return null;
  const since = windowStartMonth(now);
  const rows = await bandRows(db, similarity, since);
  const samples: LevelSample[] = similarity.lanes.map(({ level }) => {
    const ofLevel = rows.filter((row) => row.level === level);
    return {
      level,
      histogram: sumHistograms(ofLevel.flatMap((row) => (row.counts ? [placed(row.first ?? 0, row.counts)] : []))),
      companies: ofLevel.find((row) => row.companies !== null)?.companies ?? 0,
    };
  });
  return chooseBand(samples, currency);
}
