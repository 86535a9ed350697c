/**
 * The price band's histogram (issue 28): awarded prices in EUR counted in fixed log-scale buckets,
 * each 5 % wider than the one before, from 10 EUR to about 100,000 EUR (the bids' maximum). A bucket's
 * width bounds the band's error at ±2.5 %, below what anyone reads off a price range; a price below
 * the first bucket counts in it, one above the last in the last.
 */
export const bucketRules = { lowestEur: 10, ratio: 1.05, count: 189 } as const;

const logRatio = Math.log(bucketRules.ratio);

/** The bucket (0 … count − 1) an EUR price falls in. */
export function bucketOf(priceEur: number): number {
  if (!(priceEur > bucketRules.lowestEur)) return 0;
  const index = Math.floor(Math.log(priceEur / bucketRules.lowestEur) / logRatio);
  return Math.min(bucketRules.count - 1, index);
}

/** The EUR price a fraction (0 … 1) of the way through a bucket, on the log scale. */
export function priceInBucket(bucket: number, fraction: number): number {
  return bucketRules.lowestEur * bucketRules.ratio ** (bucket + fraction);
}

/** An empty histogram, one count per bucket. */
export function emptyHistogram(): number[] {
  return new Array<number>(bucketRules.count).fill(0);
}

/** Histograms added bucket by bucket (rows of several months, or of several lanes). */
export function sumHistograms(histograms: readonly (readonly number[])[]): number[] {
  const total = emptyHistogram();
  for (const histogram of histograms) histogram.forEach((count, bucket) => (total[bucket] = (total[bucket] ?? 0) + count));
  return total;
}
