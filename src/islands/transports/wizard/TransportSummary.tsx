import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CalendarIcon, MapPinIcon } from 'lucide-react';
import { useFormat } from '@/client/use-format';
import { Badge } from '@/components/ui/badge';
import { fromCalendarDay } from '@/lib/calendar-day';
import { LoadTotals } from './LoadTotals';
import type { End, WizardValues } from './wizard-values';

function EndSummary({ end }: { end: End }) {
  const { t } = useTranslation('wizard');
  const format = useFormat();
  const [address, date, flexible] = useWatch<WizardValues, [`${End}Address`, `${End}Date`, `${End}Flexible`]>({
    name: [`${end}Address`, `${end}Date`, `${end}Flexible`],
  });
  const day = fromCalendarDay(date);
  return (
    <div className="grid gap-1">
      <dt className="text-xs font-medium text-muted-foreground uppercase">{t(`section.${end}`)}</dt>
      <dd className="flex items-start gap-2">
        <MapPinIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
        <span>{address}</span>
      </dd>
      <dd className="flex items-start gap-2">
        <CalendarIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
        <span className="flex flex-wrap items-center gap-2">
          {day ? format.longDate(day) : '—'}
          {flexible && <Badge variant="secondary">{t('summary.flexible')}</Badge>}
        </span>
      </dd>
    </div>
  );
}

/** Steps 1 and 2 read back before publishing. */
export function TransportSummary() {
  const { t } = useTranslation(['wizard', 'transports']);
  const format = useFormat();
  const items = useWatch<WizardValues, 'items'>({ name: 'items' }) ?? [];
  const n = (value: number | null | undefined) => (value === undefined || value === null ? '—' : format.number(value));
  return (
    <section aria-labelledby="transport-summary-heading" className="grid content-start gap-4 rounded-xl border bg-card p-4 text-sm sm:p-6">
      <h3 id="transport-summary-heading" className="font-semibold">
        {t('summary.heading')}
      </h3>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
        <EndSummary end="loading" />
        <EndSummary end="delivery" />
      </dl>
      <div className="grid gap-2">
        <h4 className="text-xs font-medium text-muted-foreground uppercase">{t('summary.items', { count: items.length })}</h4>
        <ul className="grid gap-2">
          {items.map((item, index) => (
            <li key={index} className="rounded-md border p-3 text-sm">
              <p className="flex flex-wrap items-center gap-2 font-medium">
                {item.description}
                {item.type && <Badge variant="outline">{t(`transports:itemType.${item.type}`)}</Badge>}
              </p>
              <p className="text-muted-foreground">
                {t('summary.itemLine', {
                  quantity: n(item.quantity),
                  width: n(item.widthCm),
                  height: n(item.heightCm),
                  length: n(item.lengthCm),
                  weight: n(item.weightKg),
                })}
              </p>
            </li>
          ))}
        </ul>
      </div>
      <LoadTotals />
    </section>
  );
}
