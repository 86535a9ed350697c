import { useTranslation } from 'react-i18next';
import { useFormat } from '@/client/use-format';
import { PrivateThumbnail } from './PrivateThumbnail';
import type { DeliveryViewData } from './types';

/** The hidden damage reported on a delivery, oldest first, as both sides see it. */
export function DamageReports({ reports }: { reports: DeliveryViewData['damageReports'] }) {
  const { t } = useTranslation('deliveries');
  const format = useFormat();
  if (reports.length === 0) return null;
  return (
    <ul className="grid gap-3">
      {reports.map((report) => (
        <li key={report.id} className="grid gap-2 rounded-md border border-amber-500/50 p-3">
          <p className="text-sm text-muted-foreground">{t('damage.reported', { date: format.dateTime(report.createdAt) })}</p>
          <p className="break-words whitespace-pre-line">{report.text}</p>
          {report.photoKeys.length > 0 && (
            <ul className="flex flex-wrap gap-2">
              {report.photoKeys.map((key, i) => (
                <li key={key}>
                  <PrivateThumbnail photoKey={key} alt={t('record.photo', { n: i + 1 })} />
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
