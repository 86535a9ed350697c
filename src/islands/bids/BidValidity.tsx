import { useTranslation } from 'react-i18next';
import { useFormat } from '@/client/use-format';
import { Badge } from '@/components/ui/badge';

interface BidValidityProps {
  validUntil: Date | null;
  expired: boolean;
}

/** Until when an offer stands, or that it has expired (both sides of a bid show it the same way). */
export function BidValidity({ validUntil, expired }: BidValidityProps) {
  const { t } = useTranslation('bids');
  const format = useFormat();
  if (expired) return <Badge variant="destructive">{t('customer.expired')}</Badge>;
  return <span>{validUntil ? format.dateTime(validUntil) : t('customer.untilClosed')}</span>;
}
