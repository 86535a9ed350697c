import { useTranslation } from 'react-i18next';
import type { TransportStatus } from '@/lib/constants';
import { Button } from '@/components/ui/button';
import { wizardPaths } from './wizard/wizard-source';

/**
 * The wizard opened on this transport (issue 28): Edit while it is OPEN (what may change is the
 * wizard's to say), and a copy as a new request from any status: "Post again" for one that ended
 * unawarded (EXPIRED, CANCELLED), "Duplicate" otherwise.
 */
export function TransportEditLinks({ id, status }: { id: string; status: TransportStatus }) {
  const { t } = useTranslation('transports');
  const ended = status === 'EXPIRED' || status === 'CANCELLED';
  return (
    <div className="flex flex-wrap gap-2">
      {status === 'OPEN' && (
        <Button asChild variant="outline">
          <a href={wizardPaths.edit(id)}>{t('actions.edit')}</a>
        </Button>
      )}
      <Button asChild variant="outline">
        <a href={wizardPaths.copy(id)}>{t(ended ? 'actions.postAgain' : 'actions.duplicate')}</a>
      </Button>
    </div>
  );
}
