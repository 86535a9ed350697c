import { useTranslation } from 'react-i18next';
import { downloadFrom } from '@/client/download-file';
import { toast } from '@/client/toast';
import { useFormat } from '@/client/use-format';
import { usePlaceNear } from '@/client/use-place-near';
import { Button } from '@/components/ui/button';
import { DetailList } from '@/components/app/DetailList';
import { deliveryRecordRows } from '@/lib/delivery-record-rows';
import { PrivateThumbnail } from './PrivateThumbnail';
import type { DeliveryRecordData } from './types';

/** The record both sides see: who received it and when, where the truck stood, reservations, photos, the hash, the PDF note. */
export function DeliveryRecordView({ record }: { record: DeliveryRecordData }) {
  const { t } = useTranslation('deliveries');
  const format = useFormat();
  const place = usePlaceNear(record.positionLat ?? 0, record.positionLon ?? 0);
  return (
    <div className="grid gap-3">
      <DetailList items={deliveryRecordRows(record, t, format.lang, record.positionLat === null ? null : place)} />
      {record.photoKeys.length > 0 && (
        <div className="grid gap-2">
          <h4 className="text-sm font-medium">{t('record.photos')}</h4>
          <ul className="flex flex-wrap gap-2">
            {record.photoKeys.map((key, i) => (
              <li key={key}>
                <PrivateThumbnail photoKey={key} alt={t('record.photo', { n: i + 1 })} />
              </li>
            ))}
          </ul>
        </div>
      )}
      <Button
        type="button"
        variant="outline"
        className="justify-self-start"
        onClick={() =>
          downloadFrom(`/api/deliveries/${record.transportId}/note.pdf?lang=${format.lang}`, `${t('note.fileName')}.pdf`).catch(() =>
            toast.error(t('note.downloadFailed')),
          )
        }
      >
        {t('note.download')}
      </Button>
      <p className="text-xs text-muted-foreground">
        {t('record.hash')}: <code className="break-all">{record.hash}</code>
      </p>
    </div>
  );
}
