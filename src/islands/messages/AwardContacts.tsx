import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MailLink, PhoneLink } from '@/components/app/ContactLinks';

const mailLink = (address: string) => <MailLink address={address} />;
const phoneLink = (number: string) => <PhoneLink number={number} />;

interface Party {
  heading: string;
  rows: [label: string, value: ReactNode][];
}

/** Both sides' contact details, given by Tovar in the winner's thread at the award (the params of its 'awarded' note). */
export function AwardContacts({ params }: { params: Record<string, string> }) {
  const { t } = useTranslation('messages');
  const given = (value: string | undefined, show: (value: string) => ReactNode = (text) => text) => (value ? show(value) : null);
  const parties: Party[] = [
    {
      heading: t('event.customer'),
      rows: [
        [t('event.name'), given(params.customerName)],
        [t('event.email'), given(params.customerEmail, mailLink)],
        [t('event.phone'), given(params.customerPhone, phoneLink)],
      ],
    },
    {
      heading: t('event.company'),
      rows: [
        [t('event.name'), given(params.companyName)],
        [t('event.person'), given(params.companyPerson)],
        [t('event.email'), given(params.companyEmail, mailLink)],
        [t('event.phone'), given(params.companyPhone, phoneLink)],
      ],
    },
  ];
  return (
    <div className="grid w-full gap-3 text-left text-foreground sm:grid-cols-2">
      {parties.map((party) => (
        <section key={party.heading} className="min-w-0 rounded-md border bg-card p-3">
          <h4 className="mb-1 text-sm font-semibold">{party.heading}</h4>
          <dl className="grid gap-1 text-sm">
            {party.rows
              .filter(([, value]) => value !== null)
              .map(([label, value]) => (
                <div key={label} className="grid">
                  <dt className="text-xs text-muted-foreground">{label}</dt>
                  <dd className="min-w-0 [overflow-wrap:anywhere]">{value}</dd>
                </div>
              ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
