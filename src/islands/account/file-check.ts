/** The upload field's check before sending (a comfort: the server checks again, by content). */
import type { MessageKey } from '@/lib/i18n/keys';
import { acceptedTypes, byteLimit, sniffBytes, sniffType, uploadErrors, type UploadKind } from '@/lib/uploads';

/** The key of what is wrong with `file` for `kind`, or null: unreadable, not an accepted type, too large. */
export async function checkFile(kind: UploadKind, file: Blob): Promise<MessageKey | null> {
  let head: Uint8Array;
  try {
    head = new Uint8Array(await file.slice(0, sniffBytes).arrayBuffer());
  } catch {
    return uploadErrors.readFailed;
  }
  const type = sniffType(head);
  if (!type || !acceptedTypes(kind).includes(type)) return invalidTypeFor(kind);
  return file.size > byteLimit(type) ? uploadErrors.tooLarge : null;
}

/** Documents also take PDF: their message says so. */
export function invalidTypeFor(kind: UploadKind): MessageKey {
  return kind === 'document' ? 'account:upload.invalidDocumentType' : uploadErrors.invalidType;
}

/** What the file picker offers (the check above decides). */
export function acceptAttribute(kind: UploadKind): string {
  return acceptedTypes(kind).join(',');
}
