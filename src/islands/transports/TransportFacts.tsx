import { useTranslation } from 'react-i18next';
import { useStore } from '@nanostores/react';
import { $language } from '@/stores/language';
import { formatDate, formatLongDate, formatNumber } from '@/lib/format';
import { calendarDay } from './dates';
import type { TransportDetailData } from './types';

function Facts({ heading, rows }: { heading: string; rows: [string, string][] }) {
  return (
    <section className="grid content-start gap-3 rounded-lg border p-4">
      <h3 className="font-semibold">{heading}</h3>
      <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="font-medium break-words">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Delivery info (where and when) beside the details (what and how much). */
export function TransportFacts({ transport }: { transport: TransportDetailData }) {
  const { t } = useTranslation('transports');
  const lang = useStore($language);
  const day = (value: string, flexible: boolean) => {
    const date = formatLongDate(calendarDay(value), lang);
    return flexible ? t('detail.flexibleDate', { date }) : date;
  };
  const itemCount = transport.items.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Facts
        heading={t('detail.deliveryInfo')}
        rows={[
          [t('detail.loading.address'), transport.loadingAddress],
          [t('detail.loading.date'), day(transport.loadingDate, transport.loadingFlexible)],
          [t('detail.delivery.address'), transport.deliveryAddress],
          [t('detail.delivery.date'), day(transport.deliveryDate, transport.deliveryFlexible)],
        ]}
      />
      <Facts
        heading={t('detail.details')}
        rows={[
          [t('detail.deliveryType'), t(`deliveryType.${transport.deliveryType}`)],
          [t('detail.itemCount'), formatNumber(itemCount, lang)],
          [t('detail.updated'), formatDate(transport.updatedAt, lang)],
          [t('detail.weight'), t('unit.kg', { value: formatNumber(transport.estimatedWeightKg, lang) })],
          [t('detail.volume'), t('unit.m3', { value: formatNumber(transport.estimatedVolumeM3, lang) })],
          [t('detail.vehicle'), transport.vehicle ? t(`vehicle.${transport.vehicle}`, { defaultValue: transport.vehicle }) : t('detail.notSet')],
        ]}
      />
    </div>
  );
}
