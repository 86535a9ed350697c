import { useTranslation } from 'react-i18next';
import { useFormat } from '@/client/use-format';
import { useFlexibleDay } from '../transports/use-flexible-day';
import { FactsSection } from './FactsSection';
import type { JobDetailData } from './types';

/** Where and when (delivery info) beside what was agreed: price, pickup day, vehicle, load. */
export function JobFacts({ job }: { job: JobDetailData }) {
  const { t } = useTranslation('jobs');
  const { t: tt } = useTranslation('transports');
  const { t: tf } = useTranslation('fleet');
  const format = useFormat();
  const day = useFlexibleDay('longDay');
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <FactsSection
        heading={tt('detail.deliveryInfo')}
        rows={[
          { label: tt('detail.loading.address'), value: job.loadingAddress },
          { label: tt('detail.loading.date'), value: day(job.loadingDate, job.loadingFlexible) },
          { label: tt('detail.delivery.address'), value: job.deliveryAddress },
          { label: tt('detail.delivery.date'), value: day(job.deliveryDate, job.deliveryFlexible) },
          { label: t('detail.deliveryType'), value: tt(`deliveryType.${job.deliveryType}`) },
        ]}
      />
      <FactsSection
        heading={t('detail.agreement')}
        rows={[
          { label: t('detail.amount'), value: format.money(job.amount, job.currency) },
          { label: t('detail.pickupDate'), value: job.pickupDate ? format.longDay(job.pickupDate) : t('detail.notGiven') },
          {
            label: t('detail.vehicle'),
            value: job.vehicle ? `${job.vehicle.name} · ${job.vehicle.plate} (${tf(`vehicleType.${job.vehicle.type}`)})` : t('noVehicle'),
          },
          { label: t('detail.weight'), value: tt('unit.kg', { value: format.number(job.estimatedWeightKg) }) },
          { label: t('detail.volume'), value: tt('unit.m3', { value: format.number(job.estimatedVolumeM3) }) },
        ]}
      />
    </div>
  );
}
