/**
 * The band's figures from a histogram (issue 28). Percentiles use linear interpolation between ranks
 * (as numpy's default and spreadsheets' PERCENTILE do): the p-th percentile sits at rank p × (n − 1),
 * counting from 0. Outliers are the prices beyond the P1 and the P99: the observations ranked before
 * ceil(0.01 × (n − 1)) or after floor(0.99 × (n − 1)) are left out (so below ~100 awards the lowest
 * and the highest always are), then the P25 and P75 are read from what remains. Inside a bucket its
 * observations are spread evenly on the log scale.
 */
import { priceInBucket } from './buckets';

export interface BandFigures {
  lowEur: number;
  medianEur: number;
  highEur: number;
  /** Observations the figures came from, and those left out as outliers. */
  counted: number;
  outliers: number;
}

/** The EUR price of the observation at a rank (0-based, may be fractional) among the kept ones. */
function priceAtRank(histogram: readonly number[], firstKept: number, rank: number): number {
  let seen = 0;
  const target = firstKept + rank;
  for (let bucket = 0; bucket < histogram.length; bucket += 1) {
    const count = histogram[bucket] ?? 0;
    if (count > 0 && target < seen + count) return priceInBucket(bucket, (target - seen + 0.5) / count);
    seen += count;
  }
  return priceInBucket(histogram.length - 1, 1);
}

/** The kept observations' price at percentile p (0 … 1), interpolated between neighbouring ranks. */
function percentile(histogram: readonly number[], firstKept: number, kept: number, p: number): number {
  const rank = p * (kept - 1);
  const below = Math.floor(rank);
  const lower = priceAtRank(histogram, firstKept, below);
  if (below === rank) return lower;
  const upper = priceAtRank(histogram, firstKept, below + 1);
  return lower + (upper - lower) * (rank - below);
}

/** P25, median and P75 in EUR without the outliers; null for an empty histogram. */
export function bandFigures(histogram: readonly number[]): BandFigures | null {
  const total = histogram.reduce((sum, count) => sum + count, 0);
  if (total === 0) return null;
  const firstKept = Math.ceil(0.01 * (total - 1));
  const lastKept = Math.floor(0.99 * (total - 1));
  // Two observations have no middle to keep: both count.
  const [first, last] = lastKept < firstKept ? [0, total - 1] : [firstKept, lastKept];
  const kept = last - first + 1;
  return {
    lowEur: percentile(histogram, first, kept, 0.25),
    medianEur: percentile(histogram, first, kept, 0.5),
    highEur: percentile(histogram, first, kept, 0.75),
    counted: kept,
    outliers: total - kept,
  };
}
