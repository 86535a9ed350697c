import { useTranslation } from 'react-i18next';
import { MailLink, PhoneLink } from '@/components/app/ContactLinks';
import type { Detail } from '@/components/app/DetailList';
import { OpenThreadButton } from '../transports/OpenThreadButton';
import { FactsSection } from './FactsSection';
import type { JobDetailData } from './types';

const mail = (address: string) => <MailLink address={address} />;
const phone = (number: string) => <PhoneLink number={number} />;

/** The customer's contact details, and their company's for a business customer: shown only to the hired company; with the button that opens the load's message thread. */
export function JobContact({ customer, transportId }: { customer: JobDetailData['customer']; transportId: string }) {
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
      <FactsSection heading={t('detail.customer')} rows={rows}>
        <div>
          <OpenThreadButton transportId={transportId} text={t('detail.message')} />
        </div>
      </FactsSection>
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
