import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '@/client/trpc';
import { usePolling } from '@/client/use-polling';
import { Skeleton } from '@/components/ui/skeleton';
import type { TransportStatus } from '@/lib/constants';
import { FollowFacts } from './FollowFacts';
import { ShareLinks } from './ShareLinks';
import { refreshMs } from './types';

interface FollowPanelProps {
  transportId: string;
  status: TransportStatus;
}

/** The owner's transport detail: the hired vehicle live while IN_TRANSIT, and links for the recipient from the award on. */
export function FollowPanel({ transportId, status }: FollowPanelProps) {
  const { t } = useTranslation('tracking');
  const inTransit = status === 'IN_TRANSIT';
  if (!inTransit && status !== 'AWARDED') return null;
  return (
    <section aria-labelledby="follow-heading" className="grid gap-4 rounded-lg border p-4">
      <h3 id="follow-heading" className="font-semibold">
        {t('follow.title')}
      </h3>
      {inTransit ? <LiveVehicle transportId={transportId} /> : <p className="text-sm text-muted-foreground">{t('follow.inactiveText')}</p>}
      <ShareLinks transportId={transportId} />
    </section>
  );
}

function LiveVehicle({ transportId }: { transportId: string }) {
  const { t } = useTranslation('tracking');
  const view = usePolling(
    useCallback(() => api.tracking.forTransport.query({ transportId }), [transportId]),
    refreshMs,
  );
  if (view.data) return <FollowFacts snapshot={view.data} />;
  if (view.error) return <p className="text-sm text-destructive">{t('follow.loadFailed')}</p>;
  return <Skeleton className="h-64 w-full" aria-busy="true" />;
}
