import { useTranslation } from 'react-i18next';
import { useFormat } from '@/client/use-format';
import { DetailList, type Detail } from '@/components/app/DetailList';
import type { TransportDetailData } from './types';
import { AuctionTermsFacts, type AuctionTermsField } from './AuctionTermsFacts';
import { useFlexibleDay } from './use-flexible-day';

function Facts({ heading, rows }: { heading: string; rows: Detail[] }) {
  return (
    <section className="grid content-start gap-3 rounded-lg border p-4">
      <h3 className="font-semibold">{heading}</h3>
      <DetailList items={rows} className="text-sm" />
    </section>
  );
}

/** What the facts read: the owner's detail and the transporters' load detail both have it. */
export type TransportFactsData = Pick<
  TransportDetailData,
  | 'loadingAddress'
  | 'loadingDate'
  | 'loadingFlexible'
  | 'deliveryAddress'
  | 'deliveryDate'
  | 'deliveryFlexible'
  | 'deliveryType'
  | 'updatedAt'
  | 'estimatedWeightKg'
  | 'estimatedVolumeM3'
  | 'vehicle'
  | AuctionTermsField
> & { items: Pick<TransportDetailData['items'][number], 'quantity'>[] };

/** Delivery info (where and when) beside the details (what and how much). */
export function TransportFacts({ transport }: { transport: TransportFactsData }) {
  const { t } = useTranslation('transports');
  const format = useFormat();
  const day = useFlexibleDay('longDay');
  const itemCount = transport.items.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Facts
        heading={t('detail.deliveryInfo')}
        rows={[
          { label: t('detail.loading.address'), value: transport.loadingAddress },
          { label: t('detail.loading.date'), value: day(transport.loadingDate, transport.loadingFlexible) },
          { label: t('detail.delivery.address'), value: transport.deliveryAddress },
          { label: t('detail.delivery.date'), value: day(transport.deliveryDate, transport.deliveryFlexible) },
        ]}
      />
      <Facts
        heading={t('detail.details')}
        rows={[
          { label: t('detail.deliveryType'), value: t(`deliveryType.${transport.deliveryType}`) },
          { label: t('detail.itemCount'), value: format.number(itemCount) },
          { label: t('detail.updated'), value: format.date(transport.updatedAt) },
          { label: t('detail.weight'), value: t('unit.kg', { value: format.number(transport.estimatedWeightKg) }) },
          { label: t('detail.volume'), value: t('unit.m3', { value: format.number(transport.estimatedVolumeM3) }) },
          {
            label: t('detail.vehicle'),
            value: transport.vehicle ? t(`vehicle.${transport.vehicle}`, { defaultValue: transport.vehicle }) : t('detail.notSet'),
          },
        ]}
      />
      <AuctionTermsFacts transport={transport} />
    </div>
  );
}
