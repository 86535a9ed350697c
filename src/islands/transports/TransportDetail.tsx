import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { api, errorKey } from '@/client/trpc';
import { useApi } from '@/client/use-api';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { TransportBids } from './TransportBids';
import { TransportActions } from './TransportActions';
import { TransportFacts } from './TransportFacts';
import { TransportItems } from './TransportItems';
import { TransportStatusBadge } from './TransportStatusBadge';
import type { TransportDetailData } from './types';

interface TransportDetailProps {
  /** The transport shown; null keeps the dialog closed. */
  id: string | null;
  onClose: () => void;
  /** Something changed the list's rows (status, bids, a deletion). */
  onChanged: () => void;
}

/** The owner's view of one transport in a wide dialog: facts, items, bids, and what may be done now. */
export function TransportDetail({ id, onClose, onChanged }: TransportDetailProps) {
  return (
    <Dialog open={id !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="gap-6 sm:max-w-6xl">{id && <DetailBody id={id} onClose={onClose} onChanged={onChanged} />}</DialogContent>
    </Dialog>
  );
}

function DetailBody({ id, onClose, onChanged }: { id: string; onClose: () => void; onChanged: () => void }) {
  const { t } = useTranslation('transports');
  const { t: tc } = useTranslation('common');
  const detail = useApi(useCallback(() => api.transports.byId.query({ id }), [id]));
  const transport: TransportDetailData | undefined = detail.data?.id === id ? detail.data : undefined;
  const changed = () => {
    detail.reload();
    onChanged();
  };

  if (!transport) {
    const failed = detail.error && !detail.loading;
    // An unknown or someone else's transport will not load on a retry: say so, with a way back.
    const missing = failed && errorKey(detail.error) === 'transports:notFound';
    const title = missing ? t('notFound') : failed ? t('detail.loadFailed') : t('detail.busy');
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
        <DialogTitle className="text-xl leading-tight">{transport.title}</DialogTitle>
        <DialogDescription>
          {transport.loadingAddress} <span aria-hidden="true">→</span>
          <span className="sr-only"> {t('routeTo')} </span> {transport.deliveryAddress}
        </DialogDescription>
        <div className="flex flex-wrap items-center justify-center gap-3 sm:justify-start">
          <span className="text-sm text-muted-foreground">{t('detail.statusLabel')}:</span>
          <TransportStatusBadge status={transport.status} />
        </div>
      </DialogHeader>
      <TransportFacts transport={transport} />
      {transport.description && (
        <section className="grid gap-1">
          <h3 className="font-semibold">{t('detail.description')}</h3>
          <p className="text-sm whitespace-pre-line">{transport.description}</p>
        </section>
      )}
      <TransportItems items={transport.items} />
      <TransportBids transportId={transport.id} bids={transport.bids} canAward={transport.status === 'OPEN'} onAwarded={changed} />
      <TransportActions
        id={transport.id}
        actions={transport.actions}
        onChanged={changed}
        onRemoved={() => {
          onClose();
          onChanged();
        }}
      />
    </>
  );
}
