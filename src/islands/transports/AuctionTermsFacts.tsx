import { useTranslation } from 'react-i18next';
import { useFormat } from '@/client/use-format';
import { BiddingDeadline } from './BiddingDeadline';
import { DetailList } from '@/components/app/DetailList';
import type { TransportDetailData } from './types';

export type AuctionTermsField = 'status' | 'biddingEndsAt' | 'budgetAmount' | 'budgetCurrency' | 'bookNowAmount' | 'bookNowCurrency';

/** While the auction is open, its terms (issue 28): when bidding ends (with its countdown), the budget, the book-now price. */
export function AuctionTermsFacts({ transport }: { transport: Pick<TransportDetailData, AuctionTermsField> }) {
  const { t } = useTranslation('bids');
  const format = useFormat();
  if (transport.status !== 'OPEN') return null;
  const price = (amount: number | null, currency: string | null) => (amount !== null && currency ? format.money(amount, currency) : null);
  const budget = price(transport.budgetAmount, transport.budgetCurrency);
  const bookNow = price(transport.bookNowAmount, transport.bookNowCurrency);
  return (
    <section className="grid content-start gap-3 rounded-lg border p-4">
      <h3 className="font-semibold">{t('terms.heading')}</h3>
      <DetailList
        className="text-sm"
        items={[
          { label: t('terms.deadline'), value: <BiddingDeadline endsAt={transport.biddingEndsAt} labelled /> },
          ...(budget ? [{ label: t('terms.budget'), value: t('terms.budgetUpTo', { amount: budget }) }] : []),
          ...(bookNow ? [{ label: t('terms.bookNow'), value: bookNow }] : []),
        ]}
      />
    </section>
  );
}
