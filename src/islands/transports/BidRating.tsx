import { useTranslation } from 'react-i18next';
import { useStore } from '@nanostores/react';
import { $language } from '@/stores/language';

import type { ReceivedBid } from './types';
import { intlLocale } from '@/lib/format';

export function BidRating({ rating }: { rating: ReceivedBid['rating'] }) {
  const { t } = useTranslation('transports');
  const lang = useStore($language);
  if (rating.average === null || rating.count === 0) return <span className="text-muted-foreground">{t('bids.noReviews')}</span>;
  const average = new Intl.NumberFormat(intlLocale(lang), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rating.average);
  return (
    <span className="whitespace-nowrap">
      <span aria-hidden="true" className="text-warning">★ </span>
      <span className="sr-only">{t('bids.ratingValue', { average })}</span>
      <span aria-hidden="true" className="font-medium">{average}</span>
      <span className="text-muted-foreground"> · {t('bids.reviews', { count: rating.count })}</span>
    </span>
  );
}
