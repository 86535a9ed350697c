/**
 * Which level a price band is shown at (issue 28, after DAT's RateView): the first of the lane, the
 * lane in either direction and the regions' pair that has at least 7 awards from at least 3
 * companies in the window; none when no level has. The figures are then turned into the viewer's
 * currency, rounded to two significant digits: the buckets are 5 % wide, more digits would be noise.
 */
import type { Currency } from '../constants';
import { fromEur, referenceRatesDate } from '../reference-rates';
import type { BandLevel } from './similarity';
import { bandFigures } from './percentiles';

export const bandMinimums = { awards: 7, companies: 3 } as const;

export interface LevelSample {
  level: BandLevel;
  histogram: readonly number[];
  companies: number;
}

export interface PriceBand {
  level: BandLevel;
  low: number;
  median: number;
  high: number;
  currency: Currency;
  awards: number;
  outliers: number;
  companies: number;
  ratesDate: string;
}

const awardsIn = (histogram: readonly number[]) => histogram.reduce((sum, count) => sum + count, 0);

export function meetsMinimums(sample: LevelSample): boolean {
  return awardsIn(sample.histogram) >= bandMinimums.awards && sample.companies >= bandMinimums.companies;
}

/** Two significant digits: 383 → 380, 44,812 → 45,000. */
export function roundForDisplay(value: number): number {
  if (value <= 0) return 0;
  const step = 10 ** Math.max(0, Math.floor(Math.log10(value)) - 1);
  return Math.round(value / step) * step;
}

/** The band at the narrowest level that meets the minimums, in `currency`; null: not enough data yet. */
export function chooseBand(samples: readonly LevelSample[], currency: Currency): PriceBand | null {
  const sample = samples.find(meetsMinimums);
  const figures = sample && bandFigures(sample.histogram);
  if (!sample || !figures) return null;
  const shown = (eur: number) => roundForDisplay(fromEur(eur, currency));
  return {
    level: sample.level,
    low: shown(figures.lowEur),
    median: shown(figures.medianEur),
    high: shown(figures.highEur),
    currency,
    awards: figures.counted + figures.outliers,
    outliers: figures.outliers,
    companies: sample.companies,
    ratesDate: referenceRatesDate,
  };
}
