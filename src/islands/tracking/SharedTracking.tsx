import '@/client/i18n';
import { island } from '@/client/island';
import { PageSkeleton } from '@/components/app/PageSkeleton';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleCheckIcon } from 'lucide-react';
import { api, errorKey } from '@/client/trpc';
import { usePolling } from '@/client/use-polling';
import { useFormat } from '@/client/use-format';
import { DetailList } from '@/components/app/DetailList';
import { Skeleton } from '@/components/ui/skeleton';
import { FollowFacts } from './FollowFacts';
import { refreshMs, type SharedView } from './types';

/** The recipient's page: this transport's route, status, vehicle and where it is, read again every 15 s. */
function SharedTracking({ token }: { token: string }) {
  const { t } = useTranslation('tracking');
  const view = usePolling(
    useCallback(() => api.tracking.shared.query({ token }), [token]),
    refreshMs,
  );
  const key = view.error ? errorKey(view.error) : null;
  // A link that stopped working (revoked, expired, delivered) says so even if it worked a moment ago.
  if (key === 'tracking:shared.notFound') return <NotFound />;
  if (view.data?.deliveredAt) return <Delivered view={view.data} deliveredAt={view.data.deliveredAt} />;
  if (view.data) return <Shared view={view.data} />;
  if (view.error) return <p role="alert">{t(key === 'tracking:shared.tooMany' ? 'shared.tooMany' : 'follow.loadFailed')}</p>;
  return <Skeleton className="h-80 w-full" aria-busy="true" />;
}

function NotFound() {
  const { t } = useTranslation('tracking');
  return (
    <section className="grid justify-items-center gap-3 py-16 text-center">
      <h1 className="text-2xl font-semibold">{t('shared.notFoundTitle')}</h1>
      <p className="max-w-md text-muted-foreground">{t('shared.notFound')}</p>
    </section>
  );
}

function RouteHeader({ view }: { view: SharedView }) {
  const { t } = useTranslation('tracking');
  const { t: tt } = useTranslation('transports');
  return (
    <header className="grid gap-1">
      <p className="text-sm text-muted-foreground">{t('shared.heading')}</p>
      <h1 className="text-2xl font-semibold">{view.title}</h1>
      <p>
        {view.from} <span aria-hidden="true">→</span>
        <span className="sr-only"> {tt('routeTo')} </span> {view.to}
      </p>
    </header>
  );
}

/** After delivery the link says when, in words that do not read as an error; no vehicle, no map. */
function Delivered({ view, deliveredAt }: { view: SharedView; deliveredAt: Date }) {
  const { t } = useTranslation('tracking');
  const format = useFormat();
  return (
    <div className="grid gap-6">
      <RouteHeader view={view} />
      <section aria-labelledby="delivered-heading" className="grid gap-2 rounded-lg border border-success/60 bg-success/10 p-4">
        <h2 id="delivered-heading" className="flex items-center gap-2 text-lg font-semibold">
          <CircleCheckIcon aria-hidden="true" className="size-5 text-success" />
          {t('shared.deliveredTitle')}
        </h2>
        <p>{t('shared.deliveredOn', { time: format.dateTime(deliveredAt) })}</p>
        <p className="text-sm text-muted-foreground">{t('shared.deliveredText')}</p>
      </section>
    </div>
  );
}

/** The consignee's link while in transit: the code the driver asks for at hand-over. */
function DeliveryCode({ code }: { code: string }) {
  const { t } = useTranslation('tracking');
  return (
    <section aria-labelledby="delivery-code-heading" className="grid gap-1 rounded-lg border border-primary/40 bg-primary/5 p-4">
      <h2 id="delivery-code-heading" className="font-semibold">
        {t('shared.deliveryCode')}
      </h2>
      <p className="font-mono text-3xl tracking-[0.3em]">{code}</p>
      <p className="text-sm text-muted-foreground">{t('shared.deliveryCodeText')}</p>
    </section>
  );
}

function Shared({ view }: { view: SharedView }) {
  const { t } = useTranslation('tracking');
  const { t: tt } = useTranslation('transports');
  const { t: tf } = useTranslation('fleet');
  const format = useFormat();
  const rows = [
    { label: t('shared.status'), value: tt(`status.${view.status}`) },
    ...(view.vehicle ? [{ label: t('shared.plate'), value: `${view.vehicle.plate} · ${tf(`vehicleType.${view.vehicle.type}`)}` }] : []),
  ];
  return (
    <div className="grid gap-6">
      <RouteHeader view={view} />
      {view.deliveryCode && <DeliveryCode code={view.deliveryCode} />}
      <DetailList items={rows} className="text-sm" />
      {view.status === 'AWARDED' ? <p>{t('shared.notStarted')}</p> : <FollowFacts snapshot={view} />}
      {view.expiresAt && <p className="text-xs text-muted-foreground">{t('shared.expires', { time: format.dateTime(view.expiresAt) })}</p>}
    </div>
  );
}

export default island(SharedTracking, PageSkeleton);
