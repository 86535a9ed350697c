import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useStore } from '@nanostores/react';
import { formatNumber } from '@/lib/format';
import { estimateLoad } from '@/lib/transport-math';
import { cn } from '@/lib/utils';
import { $language } from '@/stores/language';
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
  const lang = useStore($language);
  const headingId = useId();
  const items = useWatch<WizardValues, 'items'>({ name: 'items' });
  const load = estimateLoad(measures(items ?? []));
  const rows = [
    [t('totals.weight'), t('unit.kg', { value: formatNumber(load.weightKg, lang) })],
    [t('totals.volume'), t('unit.m3', { value: formatNumber(load.volumeM3, lang) })],
    [t('totals.vehicle'), t(`transports:vehicle.${load.vehicle}`)],
  ] as const;
  return (
    <section aria-labelledby={headingId} className={cn('rounded-xl border bg-muted/50 p-4', className)}>
      <h3 id={headingId} className="mb-3 text-sm font-semibold">{t('totals.heading')}</h3>
      <dl className="grid grid-cols-3 gap-3">
        {rows.map(([term, detail]) => (
          <div key={term} className="grid gap-1">
            <dt className="text-xs text-muted-foreground">{term}</dt>
            <dd className="text-base font-semibold tabular-nums">{detail}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
