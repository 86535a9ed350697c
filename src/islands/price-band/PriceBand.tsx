/**
 * The price band (issue 28): the middle 50 % of the prices awarded for similar jobs, at the level the
 * server found enough awards at (said when it widened), in the viewer's currency with the reference
 * rates' date; or "not enough data yet". For a stored transport by id, or for a request not yet posted.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '@/client/trpc';
import { useApi } from '@/client/use-api';
import { useFormat } from '@/client/use-format';
import { Skeleton } from '@/components/ui/skeleton';
import { currencies } from '@/lib/constants';
import type { BandJob } from '@/lib/price-band/similarity';

export type PriceBandSource = { transportId: string } | { job: BandJob };

interface PriceBandProps {
  source: PriceBandSource;
  /** The viewer's currency; EUR when none is known. */
  currency: string | null | undefined;
}

export function PriceBand({ source, currency: wanted }: PriceBandProps) {
  const currency = currencies.find((known) => known === wanted) ?? 'EUR';
  const { t } = useTranslation('priceBand');
  const format = useFormat();
  // The wizard passes a new object each render: the query changes only when what it asks does.
  const asked = JSON.stringify(source);
  const query = useCallback(() => {
    const parsed = JSON.parse(asked) as PriceBandSource;
    return api.transports.priceBand.query({
      currency,
      ...('job' in parsed ? { job: { ...parsed.job, itemTypes: [...parsed.job.itemTypes] } } : parsed),
    });
  }, [asked, currency]);
  const { data, error } = useApi(query);
  const band = data?.band;
  return (
    <section
      aria-labelledby="price-band-heading"
      className="grid content-start gap-2 rounded-lg border p-4 text-sm"
      data-testid="price-band"
    >
      <h3 id="price-band-heading" className="font-semibold">
        {t('heading')}
      </h3>
      {!data && (error ? <p className="text-destructive">{t('loadFailed')}</p> : <Skeleton className="h-12 w-full" />)}
      {data && !band && <p className="text-muted-foreground">{t('notEnough')}</p>}
      {band && (
        <>
          <p>
            <span className="text-lg font-semibold">
              {t('range', { low: format.money(band.low, band.currency), high: format.money(band.high, band.currency) })}
            </span>{' '}
            <span className="text-muted-foreground">{t('typical', { median: format.money(band.median, band.currency) })}</span>
          </p>
          <p>{t(`level.${band.level}`)}</p>
          <p className="text-muted-foreground">{t('basis', { count: band.awards, date: format.day(band.ratesDate) })}</p>
        </>
      )}
    </section>
  );
}
