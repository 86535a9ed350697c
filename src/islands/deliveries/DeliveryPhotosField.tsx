import { useId } from 'react';
import { ImagePlus, XIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FilePickerLabel } from '@/components/app/FilePickerLabel';
import { Button } from '@/components/ui/button';
import { deliveryRules } from '@/lib/schemas/delivery';
import { PrivateThumbnail } from './PrivateThumbnail';
import { deliveryPhotoTypes, useDeliveryPhotos } from './use-delivery-photos';

interface DeliveryPhotosFieldProps {
  transportId: string;
  keys: readonly string[];
  onChange: (keys: string[]) => void;
  error?: string;
}

/** Up to five photos, each uploaded as soon as it is picked and shown as a thumbnail that can be removed. */
export function DeliveryPhotosField({ transportId, keys, onChange, error }: DeliveryPhotosFieldProps) {
  const { t } = useTranslation('deliveries');
  const id = useId();
  const photos = useDeliveryPhotos(transportId, keys, onChange);
  const full = photos.uploading || keys.length >= deliveryRules.photosMax;
  return (
    <div className="grid gap-2">
      <p id={`${id}-label`} className="text-sm font-medium">
        {t('form.photos')}
      </p>
      {keys.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {keys.map((key, i) => (
            <li key={key} className="relative">
              <PrivateThumbnail photoKey={key} alt={t('record.photo', { n: i + 1 })} />
              <Button
                type="button"
                size="icon"
                variant="secondary"
                className="absolute -top-2 -right-2 size-6 rounded-full"
                aria-label={t('form.removePhoto', { n: i + 1 })}
                onClick={() => photos.remove(key)}
              >
                <XIcon aria-hidden="true" className="size-3.5" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {/* The browser's own file button ("Choose Files", "No file chosen") speaks its language, not the page's: hidden, and picked through FilePickerLabel. */}
      <input
        id={id}
        type="file"
        accept={deliveryPhotoTypes}
        multiple
        disabled={full}
        aria-labelledby={`${id}-label`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="peer sr-only"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          void photos.add(files);
        }}
      />
      <FilePickerLabel htmlFor={id} size="sm">
        <ImagePlus aria-hidden="true" />
        {t('form.addPhotos')}
      </FilePickerLabel>
      {photos.uploading && (
        <p role="status" className="text-sm text-muted-foreground">
          {t('form.uploading')}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
