import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { api, errorKey } from '@/client/trpc';
import { useApi } from '@/client/use-api';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { BidPanel } from '@/islands/bids/BidPanel';
import { TransportFacts } from '@/islands/transports/TransportFacts';
import { TransportItems } from '@/islands/transports/TransportItems';
import { TransportStatusBadge } from '@/islands/transports/TransportStatusBadge';
import { CustomerFacts } from './CustomerFacts';

interface LoadDetailProps {
  /** The load shown; null keeps the panel closed. */
  id: string | null;
  onClose: () => void;
  /** A bid changed: the list's counts may have too. */
  onChanged: () => void;
}

/** One load for a transporter: where and when, what, who posted it, and this company's bid. */
export function LoadDetail({ id, onClose, onChanged }: LoadDetailProps) {
  return (
    <Dialog open={id !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="gap-6 sm:max-w-5xl">{id && <DetailBody id={id} onClose={onClose} onChanged={onChanged} />}</DialogContent>
    </Dialog>
  );
}

function DetailBody({ id, onClose, onChanged }: { id: string; onClose: () => void; onChanged: () => void }) {
  const { t } = useTranslation('loads');
  const { t: tt } = useTranslation('transports');
  const { t: tc } = useTranslation('common');
  const detail = useApi(useCallback(() => api.loads.byId.query({ id }), [id]));
  const load = detail.data?.id === id ? detail.data : undefined;

  if (!load) {
    const failed = detail.error && !detail.loading;
    const missing = failed && errorKey(detail.error) === 'transports:notFound';
    const title = missing ? t('detail.notFound') : failed ? tt('detail.loadFailed') : tt('detail.busy');
    return (
      <>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription className="sr-only">{title}</DialogDescription>
        </DialogHeader>
        {missing ? (
          <Button variant="outline" className="justify-self-start" onClick={onClose}>
            {t('detail.backToList')}
          </Button>
        ) : failed ? (
          <Button variant="outline" className="justify-self-start" onClick={detail.reload}>
            {tc('action.retry')}
          </Button>
        ) : (
          <div className="grid gap-3" aria-busy="true">
            <Skeleton className="h-32 w-full" />
            <Skeleton className="h-24 w-full" />
          </div>
        )}
      </>
    );
  }

  return (
    <>
      <DialogHeader className="pr-8">
        <DialogTitle className="text-xl leading-tight">{load.title}</DialogTitle>
        <DialogDescription>
          {load.loadingAddress} <span aria-hidden="true">→</span>
          <span className="sr-only"> {tt('routeTo')} </span> {load.deliveryAddress}
        </DialogDescription>
        <div className="flex flex-wrap items-center justify-center gap-3 sm:justify-start">
          <span className="text-sm text-muted-foreground">{tt('detail.statusLabel')}:</span>
          <TransportStatusBadge status={load.status} />
          <span className="text-sm">{t('row.bids', { count: load.bidCount })}</span>
        </div>
      </DialogHeader>
      <TransportFacts transport={load} />
      {load.description && (
        <section className="grid gap-1">
          <h3 className="font-semibold">{tt('detail.description')}</h3>
          <p className="text-sm whitespace-pre-line">{load.description}</p>
        </section>
      )}
      <TransportItems items={load.items} />
      <CustomerFacts customer={load.customer} />
      <BidPanel
        transportId={load.id}
        onChange={() => {
          detail.reload();
          onChanged();
        }}
      />
    </>
  );
}
