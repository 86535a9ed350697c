import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/client/use-format';
import { DetailList } from '@/components/app/DetailList';
import { estimateLoad } from '@/lib/transport-math';
import { cn } from '@/lib/utils';
import type { ItemDraft, WizardValues } from './wizard-values';

/** Items as far as they are filled in: a missing number counts as nothing (quantity as one). */
function measures(items: ItemDraft[]) {
  return items.map((item) => ({
    quantity: item.quantity ?? 1,
    weightKg: item.weightKg ?? 0,
    widthCm: item.widthCm ?? 0,
    heightCm: item.heightCm ?? 0,
    lengthCm: item.lengthCm ?? 0,
  }));
}

/** Estimated weight, volume and vehicle of the items, following every keystroke. */
export function LoadTotals({ className }: { className?: string }) {
  const { t } = useTranslation(['wizard', 'transports']);
  const format = useFormat();
  const headingId = useId();
  const items = useWatch<WizardValues, 'items'>({ name: 'items' });
  const load = estimateLoad(measures(items ?? []));
  const rows = [
    { label: t('totals.weight'), value: t('unit.kg', { value: format.number(load.weightKg) }) },
    { label: t('totals.volume'), value: t('unit.m3', { value: format.number(load.volumeM3) }) },
    // Nothing weighed or measured yet suggests no vehicle.
    {
      label: t('totals.vehicle'),
      value: load.weightKg > 0 || load.volumeM3 > 0 ? t(`transports:vehicle.${load.vehicle}`) : t('totals.noVehicle'),
    },
  ];
  return (
    <section aria-labelledby={headingId} className={cn('rounded-xl border bg-muted/50 p-4', className)}>
      <h3 id={headingId} className="mb-3 text-sm font-semibold">
        {t('totals.heading')}
      </h3>
      {/* As many columns as fit (three on a wide card, one in the narrow sidebar); long numbers wrap. */}
      <DetailList items={rows} layout="columns" className="grid-cols-[repeat(auto-fit,minmax(min(100%,9rem),1fr))]" />
    </section>
  );
}
