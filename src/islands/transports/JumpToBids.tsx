import { ArrowDownIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** The bids' heading (TransportBids), which takes the focus when the customer jumps to it. */
export const bidsHeadingId = 'transport-bids-heading';

/**
 * In the transport dialog's head: how many bids came in, one press from them. They come after the
 * facts, the items and the price band, two or three screens down on a phone.
 */
export function JumpToBids({ count }: { count: number }) {
  const { t } = useTranslation('transports');
  const jump = () => {
    const heading = document.getElementById(bidsHeadingId);
    heading?.scrollIntoView({ block: 'start' });
    heading?.focus({ preventScroll: true });
  };
  return (
    <Button type="button" variant="link" size="sm" onClick={jump}>
      {t('bids.count', { count })}
      <span className="sr-only"> {t('bids.jump')}</span>
      <ArrowDownIcon aria-hidden="true" />
    </Button>
  );
}
