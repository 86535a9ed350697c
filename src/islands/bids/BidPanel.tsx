/**
 * A transporter's bid on one load, shown in the load's detail panel (issue 10). The load search
 * mounts it with the load's id: the standing (bid count, lowest per currency, the own bid), booking
 * at the customer's book-now price (issue 28), the form to place or update the bid, and withdrawing it.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { runWithToasts } from '@/client/run-with-toasts';
import { api } from '@/client/trpc';
import { useApi } from '@/client/use-api';
import { ConfirmButton } from '@/components/app/ConfirmButton';
import { Skeleton } from '@/components/ui/skeleton';
import { utcToday } from '@/lib/calendar-day';
import { initialValues, pickupDays, vehicleChoices } from './bid-form';
import { BidForm } from './BidForm';
import { BidStandingSummary } from './BidStandingSummary';
import { BookNowDialog } from './BookNowDialog';

export interface BidPanelProps {
  transportId: string;
  /** Called after the bid changed, so the panel around it can refresh the load's counts. */
  onChange?: () => void;
}

export function BidPanel({ transportId, onChange }: BidPanelProps) {
  const { t } = useTranslation('bids');
  const query = useCallback(() => api.bids.forTransport.query({ transportId }), [transportId]);
  const { data: standing, error, reload } = useApi(query);
  // After placing, updating or withdrawing, the focus goes to the own bid's card, which says what
  // happened; the button pressed is gone by then (the form starts again, "Withdraw" leaves).
  const ownBid = useRef<HTMLDivElement>(null);
  const [focusOwnBid, setFocusOwnBid] = useState(false);
  const changed = () => {
    setFocusOwnBid(true);
    reload();
    onChange?.();
  };
  useEffect(() => {
    if (!focusOwnBid || !ownBid.current) return;
    ownBid.current.focus();
    setFocusOwnBid(false);
  }, [focusOwnBid, standing]);

  if (!standing) {
    return (
      <section aria-labelledby="bid-panel-heading" className="grid gap-3">
        <h3 id="bid-panel-heading" className="font-semibold">
          {t('panel.heading')}
        </h3>
        {error ? <p className="text-sm text-destructive">{t('panel.loadFailed')}</p> : <Skeleton className="h-40 w-full" />}
      </section>
    );
  }
  const own = standing.ownBid;
  const days = pickupDays(standing.pickupWindow, utcToday());
  const choices = vehicleChoices(standing.vehicles);
  const canWithdraw = standing.canBid && own?.status === 'PENDING';
  const standsNow = own?.status === 'PENDING' && !own.expired;
  return (
    <section aria-labelledby="bid-panel-heading" className="grid gap-4" data-transport-id={transportId}>
      <h3 id="bid-panel-heading" className="font-semibold">
        {t('panel.heading')}
      </h3>
      <BidStandingSummary standing={standing} ownBidRef={ownBid} />
      {standing.canBid && standing.bookNow && own?.status !== 'ACCEPTED' && (
        <BookNowDialog transportId={transportId} price={standing.bookNow} choices={choices} onBooked={changed} />
      )}
      {standing.canBid ? (
        <BidForm
          // A new key starts the form again from the saved bid after each change.
          key={own ? `${own.id}-${own.updatedAt.getTime()}` : 'new'}
          transportId={transportId}
          loadingDate={standing.loadingDate}
          days={days}
          choices={choices}
          // A withdrawn offer starts the form too: bidding again is usually the same offer, repriced.
          initial={initialValues(
            transportId,
            standing.loadingDate,
            own?.status === 'PENDING' || own?.status === 'WITHDRAWN' ? { ...own, standing: standsNow } : null,
            days,
            choices,
          )}
          standsUntil={standsNow ? own.validUntil : undefined}
          updating={own?.status === 'PENDING'}
          onSaved={changed}
        />
      ) : (
        <p className="text-sm text-muted-foreground">{t('panel.closed')}</p>
      )}
      {canWithdraw && (
        <div>
          <ConfirmButton
            trigger={t('withdraw.button')}
            variant="outline"
            title={t('withdraw.title')}
            text={t('withdraw.text')}
            confirm={t('withdraw.confirm')}
            onConfirm={async () => {
              const outcome = await runWithToasts(() => api.bids.withdraw.mutate({ transportId }), {
                success: t('toast.withdrawn'),
                failure: 'bids:toast.failed',
              });
              if (outcome.ok) changed();
            }}
          />
        </div>
      )}
    </section>
  );
}
