import { useTranslation } from 'react-i18next';
import type { Detail } from '@/components/app/DetailList';
import { FactsSection } from './FactsSection';
import type { JobDetailData } from './types';

const mail = (address: string) => (
  <a className="underline underline-offset-4" href={`mailto:${address}`}>
    {address}
  </a>
);
const phone = (number: string) => (
  <a className="underline underline-offset-4" href={`tel:${number.replace(/[^+\d]/g, '')}`}>
    {number}
  </a>
);

/** The customer's contact details, and their company's for a business customer: shown only to the hired company. */
export function JobContact({ customer }: { customer: JobDetailData['customer'] }) {
  const { t } = useTranslation('jobs');
  const notGiven = <span className="text-muted-foreground">{t('detail.notGiven')}</span>;
  const rows: Detail[] = [
    { label: t('detail.customer'), value: customer.name },
    { label: t('detail.email'), value: mail(customer.email) },
    { label: t('detail.phone'), value: customer.phone ? phone(customer.phone) : notGiven },
  ];
  const company = customer.company;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <FactsSection heading={t('detail.customer')} rows={rows} />
      {company && (
        <FactsSection
          heading={t('detail.company')}
          rows={[
            { label: t('detail.company'), value: company.name },
            { label: t('detail.contactPerson'), value: company.contactPerson || notGiven },
            { label: t('detail.email'), value: mail(company.email) },
            { label: t('detail.phone'), value: company.phone ? phone(company.phone) : notGiven },
            { label: t('detail.address'), value: company.address || notGiven },
          ]}
        />
      )}
    </div>
  );
}
