import { useTranslation } from 'react-i18next';
import { api } from '@/client/trpc';
import { BidPanel } from '@/islands/bids/BidPanel';
import { TransportDescription } from '@/islands/transports/TransportDescription';
import { TransportDialog } from '@/islands/transports/TransportDialog';
import { TransportFacts } from '@/islands/transports/TransportFacts';
import { TransportItems } from '@/islands/transports/TransportItems';
import { PublicAnswers } from '@/islands/transports/PublicAnswers';
import { CustomerFacts } from './CustomerFacts';

interface LoadDetailProps {
  /** The load shown; null keeps the panel closed. */
  id: string | null;
  onClose: () => void;
  /** A bid changed: the list's counts may have too. */
  onChanged: () => void;
}

const read = (id: string) => api.loads.byId.query({ id });

/** One load for a transporter: where and when, what, who posted it (and a way to ask them), the answers for everyone, and this company's bid. */
export function LoadDetail({ id, onClose, onChanged }: LoadDetailProps) {
  const { t } = useTranslation('loads');
  const { t: tt } = useTranslation('transports');
  return (
    <TransportDialog
      id={id}
      onClose={onClose}
      read={read}
      texts={{
        busy: tt('detail.busy'),
        loadFailed: tt('detail.loadFailed'),
        notFound: t('detail.notFound'),
        backToList: t('detail.backToList'),
      }}
      badges={(load) => <span className="text-sm">{t('row.bids', { count: load.bidCount })}</span>}
    >
      {(load, reload) => (
        <>
          <TransportFacts transport={load} />
          <TransportDescription text={load.description} />
          <TransportItems items={load.items} />
          <CustomerFacts transportId={load.id} customer={load.customer} />
          <PublicAnswers transportId={load.id} intro={t('answers.intro')} />
          <BidPanel
            transportId={load.id}
            onChange={() => {
              reload();
              onChanged();
            }}
          />
        </>
      )}
    </TransportDialog>
  );
}
