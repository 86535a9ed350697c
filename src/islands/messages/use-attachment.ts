import { useState } from 'react';
import { translate } from '@/client/i18n';
import { toast } from '@/client/toast';
import { UploadError, uploadFile } from '@/client/upload-file';
import type { MessageKey } from '@/lib/i18n/keys';
import { acceptedTypes, byteLimit, uploadErrors, type StoredType } from '@/lib/uploads';

/** What the composer's file picker offers: photos and PDFs. */
export const attachmentTypes = acceptedTypes('message').join(',');

/** The comfort check before sending (the server reads the bytes and decides). */
function refusalOf(file: File): MessageKey | null {
  const type = acceptedTypes('message').find((accepted) => accepted === file.type) as StoredType | undefined;
  if (!type) return 'account:upload.invalidDocumentType';
  return file.size > byteLimit(type) ? uploadErrors.tooLarge : null;
}

/** Sends a file into a thread, with its progress; a refusal is a translated toast. */
export function useAttachment(threadId: string, onUploaded: () => void) {
  const [upload, setUpload] = useState<{ name: string; fraction: number } | null>(null);
  async function attach(file: File) {
    const refusal = refusalOf(file);
    if (refusal) return toast.error(translate(refusal));
    setUpload({ name: file.name, fraction: 0 });
    try {
      await uploadFile('message', file, {
        name: file.name,
        thread: threadId,
        onProgress: (fraction) => setUpload({ name: file.name, fraction }),
      });
      onUploaded();
    } catch (error) {
      toast.error(translate(error instanceof UploadError ? error.key : uploadErrors.failed));
    } finally {
      setUpload(null);
    }
  }
  return { upload, attach };
}
