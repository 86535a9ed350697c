import { useState } from 'react';
import { translate } from '@/client/i18n';
import { toast } from '@/client/toast';
import { UploadError, uploadFile } from '@/client/upload-file';
import { deliveryRules } from '@/lib/schemas/delivery';
import { acceptedTypes, byteLimit, uploadErrors } from '@/lib/uploads';

export const deliveryPhotoTypes = acceptedTypes('delivery').join(',');

/** Uploads photos for a transport's delivery one by one (at most five kept); a refusal is a translated toast. */
export function useDeliveryPhotos(transportId: string, keys: readonly string[], onChange: (keys: string[]) => void) {
  const [uploading, setUploading] = useState(false);
  async function add(files: readonly File[]) {
    setUploading(true);
    const added = [...keys];
    try {
      for (const file of files.slice(0, deliveryRules.photosMax - keys.length)) {
        if (!acceptedTypes('delivery').some((type) => type === file.type)) toast.error(translate(uploadErrors.invalidType));
        else if (file.size > byteLimit('image/jpeg')) toast.error(translate(uploadErrors.tooLarge));
        else {
          const answer = await uploadFile('delivery', file, { transport: transportId });
          added.push(answer.key);
          onChange([...added]);
        }
      }
    } catch (error) {
      toast.error(translate(error instanceof UploadError ? error.key : uploadErrors.failed));
    } finally {
      setUploading(false);
    }
  }
  const remove = (key: string) => onChange(keys.filter((kept) => kept !== key));
  return { uploading, add, remove };
}
