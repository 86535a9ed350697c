import { useTranslation } from 'react-i18next';
import { api } from '@/client/trpc';
import { TransportDescription } from '../transports/TransportDescription';
import { TransportDialog } from '../transports/TransportDialog';
import { TransportItems } from '../transports/TransportItems';
import { ReviewPanel } from '../reviews/ReviewPanel';
import { DeliveryPanel } from '../deliveries/DeliveryPanel';
import { JobActions } from './JobActions';
import { JobContact } from './JobContact';
import { JobFacts } from './JobFacts';

interface JobDetailProps {
  /** The job shown; null keeps the dialog closed. */
  id: string | null;
  onClose: () => void;
  /** A move changed the list's rows. */
  onChanged: () => void;
}

const read = (id: string) => api.jobs.byId.query({ id });

/** One job in a wide dialog: actions first, then delivery info and agreement, the customer's contact, the items. */
export function JobDetail({ id, onClose, onChanged }: JobDetailProps) {
  const { t } = useTranslation('jobs');
  return (
    <TransportDialog
      id={id}
      onClose={onClose}
      read={read}
      texts={{
        busy: t('detail.busy'),
        loadFailed: t('detail.loadFailed'),
        notFound: t('detail.notFound'),
        backToList: t('detail.backToList'),
      }}
    >
      {(job, reload) => (
        <>
          <JobActions
            job={job}
            onChanged={() => {
              reload();
              onChanged();
            }}
          />
          {job.status === 'DELIVERED' && <ReviewPanel transportId={job.id} />}
          <DeliveryPanel key={job.status} transportId={job.id} />
          <JobFacts job={job} />
          <JobContact customer={job.customer} transportId={job.id} />
          <TransportDescription text={job.description} />
          <TransportItems items={job.items} />
        </>
      )}
    </TransportDialog>
  );
}
