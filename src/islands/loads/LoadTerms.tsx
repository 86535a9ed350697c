import { useTranslation } from 'react-i18next';
import { useFormat } from '@/client/use-format';
import { BiddingDeadline } from '../transports/BiddingDeadline';

interface Terms {
  status: string;
  biddingEndsAt: Date;
  budgetAmount: number | null;
  budgetCurrency: string | null;
  bookNowAmount: number | null;
  bookNowCurrency: string | null;
}

/** An open load's auction terms for transporters (issue 28): when bidding ends, "budget up to …", the book-now price. */
export function LoadTerms({ load, className }: { load: Terms; className?: string }) {
  const { t } = useTranslation('bids');
  const format = useFormat();
  if (load.status !== 'OPEN') return null;
  return (
    <span className={className ?? 'flex flex-wrap items-center gap-x-3 gap-y-1 text-sm'}>
      <BiddingDeadline endsAt={load.biddingEndsAt} />
      {load.budgetAmount !== null && load.budgetCurrency && (
        <span>{t('terms.budgetUpTo', { amount: format.money(load.budgetAmount, load.budgetCurrency) })}</span>
      )}
      {load.bookNowAmount !== null && load.bookNowCurrency && (
        <span className="font-medium">{t('terms.bookNowAt', { amount: format.money(load.bookNowAmount, load.bookNowCurrency) })}</span>
      )}
    </span>
  );
}
