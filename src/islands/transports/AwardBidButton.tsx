import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { api, errorKey } from '@/lib/trpc';
import { ConfirmButton } from './ConfirmButton';

interface AwardBidButtonProps {
  transportId: string;
  bidId: string;
  /** The company (or transporter) and the formatted price, for the question and the toast. */
  name: string;
  price: string;
  onAwarded: () => void;
}

export function AwardBidButton({ transportId, bidId, name, price, onAwarded }: AwardBidButtonProps) {
  const { t } = useTranslation('transports');
  return (
    <ConfirmButton
      trigger={t('bids.award')}
      triggerLabel={t('bids.awardTo', { name })}
      variant="default"
      size="sm"
      title={t('award.title')}
      text={t('award.text', { name, price })}
      confirm={t('award.confirm')}
      onConfirm={async () => {
        try {
          await api.transports.award.mutate({ transportId, bidId });
          toast.success(t('awarded', { name }));
          onAwarded();
        } catch (error) {
          toast.error(t(errorKey(error, 'transports:actionFailed')));
        }
      }}
    />
  );
}
