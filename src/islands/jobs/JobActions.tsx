import { useTranslation } from 'react-i18next';
import { useFormat } from '@/client/use-format';
import { deliveryWarningKm } from '@/lib/delivery-warning';
import { DeliveryDialog } from '../deliveries/DeliveryDialog';
import { StartTransit } from './StartTransit';
import type { JobDetailData } from './types';

/** What the hired company may do now: start the transit with a vehicle, or record the delivery (its proof). */
export function JobActions({ job, onChanged }: { job: JobDetailData; onChanged: () => void }) {
  const { t } = useTranslation('jobs');
  const format = useFormat();
  if (job.actions.length === 0) return null;
  const farKm = deliveryWarningKm(job.deliveryKm);
  const warning = farKm === null ? null : t('deliver.warnVehicleFar', { vehicle: job.vehicle?.name ?? '', km: format.number(farKm) });
  return (
    <section role="group" aria-label={t('actions.label')} className="grid gap-3 rounded-lg border bg-muted/30 p-4">
      {job.actions.includes('startTransit') && <StartTransit job={job} onStarted={onChanged} />}
      {job.actions.includes('markDelivered') && (
        <div>
          <DeliveryDialog side="carrier" transportId={job.id} trigger={t('deliver.action')} warning={warning} onDelivered={onChanged} />
        </div>
      )}
    </section>
  );
}
