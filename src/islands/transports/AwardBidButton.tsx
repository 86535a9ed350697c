import { useTranslation } from 'react-i18next';
import { runWithToasts } from '@/client/run-with-toasts';
import { api } from '@/client/trpc';
import { ConfirmButton } from '@/components/app/ConfirmButton';

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
        const outcome = await runWithToasts(() => api.transports.award.mutate({ transportId, bidId }), {
          success: t('awarded', { name }),
          failure: 'transports:actionFailed',
        });
        if (outcome.ok) onAwarded();
      }}
    />
  );
}
