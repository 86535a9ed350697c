import { useTranslation } from 'react-i18next';
import { useFormat } from '@/client/use-format';
import type { ReceivedBid } from './types';

export function BidRating({ rating }: { rating: ReceivedBid['rating'] }) {
  const { t } = useTranslation('transports');
  const format = useFormat();
  if (rating.average === null || rating.count === 0) return <span className="text-muted-foreground">{t('bids.noReviews')}</span>;
  const average = format.number(rating.average, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <span>
      <span className="whitespace-nowrap">
        <span aria-hidden="true" className="text-warning">
          ★{' '}
        </span>
        <span className="sr-only">{t('bids.ratingValue', { average })}</span>
        <span aria-hidden="true" className="font-medium">
          {average}
        </span>
      </span>
      <span className="text-muted-foreground"> · {t('bids.reviews', { count: rating.count })}</span>
    </span>
  );
}
