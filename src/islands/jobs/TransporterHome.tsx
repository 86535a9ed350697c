import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import '@/client/i18n';
import { island } from '@/client/island';
import { PageSkeleton } from '@/components/app/PageSkeleton';
import { api } from '@/client/trpc';
import { useApi } from '@/client/use-api';
import { useFormat } from '@/client/use-format';
import { useReloadOnReturn } from '@/client/use-reload-on-return';
import { DetailList } from '@/components/app/DetailList';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { vehicleStatuses } from '@/lib/constants';
import { paths } from '@/lib/paths';
import { HomeCard } from './HomeCard';
import { HomeCounts } from './HomeCounts';
import { HomeJobs } from './HomeJobs';
import { SavedSearchesSlot } from './SavedSearchesSlot';

/** /platform/transporter: what needs attention today, each part linking into its list. Reloads on return to the tab and every 30 s. */
function TransporterHome() {
  const { t } = useTranslation('jobs');
  const { t: tf } = useTranslation('fleet');
  const { t: tc } = useTranslation('common');
  const format = useFormat();
  const day = useApi(useCallback(() => api.jobs.today.query(), []));
  useReloadOnReturn(day.reload);
  const data = day.data;

  return (
    <section aria-labelledby="transporter-today" aria-busy={day.loading} className="grid gap-4">
      <div>
        <h2 id="transporter-today" className="text-lg font-semibold">
          {t('home.heading')}
        </h2>
        <p className="text-muted-foreground">{t('home.description')}</p>
      </div>
      {!data ? (
        day.error && !day.loading ? (
          <div role="alert" className="flex flex-col items-start gap-3 rounded-md border border-destructive/50 p-4">
            <p>{t('home.loadFailed')}</p>
            <Button variant="outline" onClick={day.reload}>
              {tc('action.retry')}
            </Button>
          </div>
        ) : (
          <div className="grid gap-4 md:grid-cols-2" role="status" aria-label={tc('app.loading')}>
            {[0, 1, 2, 3].map((n) => (
              <Skeleton key={n} className="h-40 w-full" />
            ))}
          </div>
        )
      ) : (
        <div className="grid gap-4 md:grid-cols-2">
          <HomeCard heading={t('home.toStartToday')} count={data.toStartToday.count} link={{ href: paths.jobs, label: t('home.openJobs') }}>
            <HomeJobs jobs={data.toStartToday.items} empty={t('home.nothingToStart')} group="toStart" />
          </HomeCard>
          <HomeCard
            heading={t('home.inTransit')}
            count={data.inTransit.count}
            link={{ href: `${paths.jobs}?group=inTransit`, label: t('home.openJobs') }}
          >
            <HomeJobs jobs={data.inTransit.items} empty={t('home.nothingInTransit')} group="inTransit" />
          </HomeCard>
          <HomeCard
            heading={t('home.bids')}
            count={data.bids.active}
            link={{ href: `${paths.transporterTransports}?scope=mine`, label: t('home.openBids') }}
          >
            <HomeCounts
              items={[
                { label: t('home.bidsLowest'), value: format.number(data.bids.lowest) },
                { label: t('home.bidsOutbid'), value: format.number(data.bids.outbid) },
                { label: t('home.bidsExpiring'), value: format.number(data.bids.expiringSoon) },
              ]}
            />
          </HomeCard>
          <HomeCard heading={t('home.fleet')} link={{ href: paths.fleet, label: t('home.openFleet') }}>
            <DetailList
              layout="columns"
              items={vehicleStatuses.map((status) => ({ label: tf(`vehicleStatus.${status}`), value: format.number(data.fleet[status]) }))}
            />
          </HomeCard>
          <SavedSearchesSlot />
        </div>
      )}
    </section>
  );
}

export default island(TransporterHome, PageSkeleton);
