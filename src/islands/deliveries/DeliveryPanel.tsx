import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '@/client/trpc';
import { useApi } from '@/client/use-api';
import { DeliveryRecordView } from './DeliveryRecordView';

/**
 * A transport's proof of delivery for either side: the customer's code while it is in transit, the
 * record once delivered; nothing before. Keyed by the transport's status where it is used, so a move reloads it.
 */
export function DeliveryPanel({ transportId }: { transportId: string }) {
  const { t } = useTranslation('deliveries');
  const view = useApi(useCallback(() => api.deliveries.forTransport.query({ id: transportId }), [transportId]));
  const data = view.data;
  if (!data || (!data.code && !data.record)) return null;
  return (
    <section aria-labelledby="delivery-heading" className="grid gap-3 rounded-lg border p-4">
      <h3 id="delivery-heading" className="font-semibold">
        {data.record ? t('record.heading') : t('code.heading')}
      </h3>
      {data.code && !data.record && (
        <div className="grid gap-1">
          <p className="font-mono text-3xl tracking-[0.3em]" aria-label={`${t('code.heading')}: ${data.code.split('').join(' ')}`}>
            {data.code}
          </p>
          <p className="text-sm text-muted-foreground">{t('code.text')}</p>
        </div>
      )}
      {data.record && <DeliveryRecordView record={data.record} />}
    </section>
  );
}
