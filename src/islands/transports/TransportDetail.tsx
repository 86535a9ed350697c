import { useTranslation } from 'react-i18next';
import { api } from '@/client/trpc';
import { TransportBids } from './TransportBids';
import { TransportActions } from './TransportActions';
import { TransportDescription } from './TransportDescription';
import { TransportDialog } from './TransportDialog';
import { TransportEditLinks } from './TransportEditLinks';
import { TransportFacts } from './TransportFacts';
import { TransportItems } from './TransportItems';
import { PublicAnswers } from './PublicAnswers';
import { ReviewPanel } from '../reviews/ReviewPanel';
import { FollowPanel } from '../tracking/FollowPanel';
import { DeliveryPanel } from '../deliveries/DeliveryPanel';
import { JumpToBids } from './JumpToBids';
import { PriceBand } from '../price-band/PriceBand';

interface TransportDetailProps {
  /** The transport shown; null keeps the dialog closed. */
  id: string | null;
  onClose: () => void;
  /** Something changed the list's rows (status, bids, a deletion). */
  onChanged: () => void;
}

const read = (id: string) => api.transports.byId.query({ id });

/** The owner's view of one transport in a wide dialog: facts, items, bids, the answers given for everyone, and what may be done now. */
export function TransportDetail({ id, onClose, onChanged }: TransportDetailProps) {
  const { t } = useTranslation('transports');
  return (
    <TransportDialog
      id={id}
      onClose={onClose}
      read={read}
      className="sm:max-w-6xl"
      badges={(transport) => transport.bidCount > 0 && <JumpToBids count={transport.bidCount} />}
      texts={{ busy: t('detail.busy'), loadFailed: t('detail.loadFailed'), notFound: t('notFound'), backToList: t('detail.backToList') }}
    >
      {(transport, reload) => {
        const changed = () => {
          reload();
          onChanged();
        };
        return (
          <>
            {transport.status === 'DELIVERED' && <ReviewPanel transportId={transport.id} />}
            <DeliveryPanel key={transport.status} transportId={transport.id} />
            <FollowPanel transportId={transport.id} status={transport.status} />
            <TransportFacts transport={transport} />
            <TransportDescription text={transport.description} />
            <TransportItems items={transport.items} />
            {transport.status === 'OPEN' && (
              <PriceBand source={{ transportId: transport.id }} currency={transport.budgetCurrency ?? transport.bookNowCurrency ?? 'EUR'} />
            )}
            <TransportBids
              transportId={transport.id}
              bids={transport.bids}
              standing={transport.bidCount}
              canAward={transport.status === 'OPEN'}
              onAwarded={changed}
            />
            <PublicAnswers transportId={transport.id} intro={t('answers.ownIntro')} />
            <TransportEditLinks id={transport.id} status={transport.status} />
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
      }}
    </TransportDialog>
  );
}
