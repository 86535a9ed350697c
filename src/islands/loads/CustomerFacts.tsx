import { useTranslation } from 'react-i18next';
import { MailLink } from '@/components/app/ContactLinks';
import { useFormat } from '@/client/use-format';
import { DetailList, type Detail } from '@/components/app/DetailList';
import { BidRating } from '@/islands/transports/BidRating';
import { OpenThreadButton } from '@/islands/transports/OpenThreadButton';
import { profilePaths } from '@/lib/paths';
import type { LoadDetailData } from './types';

/** Who posted the load: name, active from, rating; the contact details once this company is hired; a way to ask them. */
export function CustomerFacts({ transportId, customer }: { transportId: string; customer: LoadDetailData['customer'] }) {
  const { t } = useTranslation('loads');
  const format = useFormat();
  const rows: Detail[] = [
    {
      label: t('customer.name'),
      value: (
        <a className="font-medium underline-offset-4 hover:underline" href={profilePaths.user(customer.id)}>
          {customer.name}
        </a>
      ),
    },
    { label: t('customer.activeFrom'), value: format.date(customer.activeFrom) },
    { label: t('customer.rating'), value: <BidRating rating={customer.rating} /> },
  ];
  if (customer.contact) {
    rows.push({
      label: t('customer.email'),
      value: <MailLink address={customer.contact.email} />,
    });
    rows.push({ label: t('customer.phone'), value: customer.contact.phone || '—' });
  }
  return (
    <section className="grid content-start gap-3 rounded-lg border p-4">
      <h3 className="font-semibold">{t('customer.heading')}</h3>
      <DetailList items={rows} className="text-sm" />
      {!customer.contact && <p className="text-sm text-muted-foreground">{t('customer.contactAfterHire')}</p>}
      <div>
        <OpenThreadButton transportId={transportId} text={t('customer.ask')} />
      </div>
    </section>
  );
}
