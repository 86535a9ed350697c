/**
 * Reading the price band for a job (issue 28): two queries whatever the number of awards behind it,
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

async function histograms(db: Db, similarity: Similarity, since: string) {
  return rowsOf<{ level: BandLevel; first: number; counts: (number | null)[] }>(
    db,
    sql`
    select level, array_lower(counts, 1) - 1 as first, counts[array_lower(counts, 1):array_upper(counts, 1)] as counts
    from price_band_stats where ${sql.join(
      similarity.lanes.map(({ level, lane }) => sql`(${sameKey(similarity, level, lane, since)})`),
      sql` or `,
    )}`,
  );
}

async function companyCounts(db: Db, similarity: Similarity, since: string) {
  const perLevel = similarity.lanes.map(
    ({ level, lane }) => sql`(select distinct level, company_id from price_band_companies
      where ${sameKey(similarity, level, lane, since)} limit ${bandMinimums.companies})`,
  );
  const rows = await rowsOf<{ level: BandLevel; companies: number }>(
    db,
    sql`select level, count(*)::int as companies from (${sql.join(perLevel, sql` union all `)}) seen group by level`,
  );
  return new Map(rows.map((row) => [row.level, row.companies]));
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
  const [rows, companies] = await Promise.all([histograms(db, similarity, since), companyCounts(db, similarity, since)]);
  const samples: LevelSample[] = similarity.lanes.map(({ level }) => ({
    level,
    histogram: sumHistograms(rows.filter((row) => row.level === level).map((row) => placed(row.first, row.counts))),
    companies: companies.get(level) ?? 0,
  }));
  return chooseBand(samples, currency);
}
