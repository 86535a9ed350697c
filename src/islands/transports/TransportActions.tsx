import { useTranslation } from 'react-i18next';
import { runWithToasts } from '@/client/run-with-toasts';
import { api } from '@/client/trpc';
import type { MessageKey } from '@/lib/i18n/keys';
import type { TransportAction } from '@/lib/transport-status';
import { ConfirmButton } from '@/components/app/ConfirmButton';
import { DeliveryDialog } from '../deliveries/DeliveryDialog';

interface TransportActionsProps {
  id: string;
  actions: readonly TransportAction[];
  /** After a status change: reload the detail and the list. */
  onChanged: () => void;
  /** After the deletion: the detail has nothing left to show. */
  onRemoved: () => void;
}

/** The owner's buttons, exactly those the server lists as allowed now. */
export function TransportActions({ id, actions, onChanged, onRemoved }: TransportActionsProps) {
  const { t } = useTranslation(['transports', 'common']);
  async function attempt(call: () => Promise<unknown>, success: string, failure: MessageKey, then: () => void) {
    const outcome = await runWithToasts(call, { success, failure });
    if (outcome.ok) then();
  }
  if (actions.length === 0) return null;
  return (
    <div role="group" aria-label={t('actions.label')} className="flex flex-wrap gap-2">
      {actions.includes('markDelivered') && (
        <DeliveryDialog side="customer" transportId={id} trigger={t('actions.markDelivered')} onDelivered={onChanged} />
      )}
      {actions.includes('cancel') && (
        <ConfirmButton
          trigger={t('actions.cancel')}
          title={t('actions.cancelTitle')}
          text={t('actions.cancelText')}
          confirm={t('actions.cancel')}
          dismiss={t('actions.keep')}
          onConfirm={() => attempt(() => api.transports.cancel.mutate({ id }), t('cancelled'), 'transports:actionFailed', onChanged)}
        />
      )}
      {actions.includes('remove') && (
        <ConfirmButton
          trigger={t('actions.remove')}
          variant="destructive"
          title={t('actions.removeTitle')}
          text={t('actions.removeText')}
          confirm={t('actions.remove')}
          dismiss={t('actions.keep')}
          onConfirm={() => attempt(() => api.transports.remove.mutate({ id }), t('deleted'), 'transports:deleteFailed', onRemoved)}
        />
      )}
    </div>
  );
}
