import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '@/client/trpc';
import { useApi } from '@/client/use-api';
import { DamageReportForm } from './DamageReportForm';
import { DamageReports } from './DamageReports';
import { DeliveryRecordView } from './DeliveryRecordView';

/**
 * A transport's proof of delivery for either side: the customer's code while it is in transit, the
 * record once delivered with the hidden damage reported on it (the customer's form while the 7 days
 * last); nothing before. Keyed by the transport's status where it is used, so a move reloads it.
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
      {data.record && (data.damageReports.length > 0 || data.side === 'owner') && (
        <section aria-labelledby="damage-heading" className="grid gap-3 border-t pt-3">
          <h4 id="damage-heading" className="font-medium">
            {t('damage.heading')}
          </h4>
          <DamageReports reports={data.damageReports} />
          {data.side === 'owner' &&
            (new Date() <= data.record.damageOpenUntil ? (
              <DamageReportForm transportId={transportId} openUntil={data.record.damageOpenUntil} onReported={view.reload} />
            ) : (
              <p className="text-sm text-muted-foreground">{t('damage.closed')}</p>
            ))}
        </section>
      )}
    </section>
  );
}
