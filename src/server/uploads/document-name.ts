/** A legal document's name as the sender gave it (`?name=`): one line, no path, at most 120 characters. */
import { uploadLimits, type StoredType } from '@/lib/uploads';
import { extensionOf } from './storage';

export function documentName(raw: string | null): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base
    .replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  return [...clean].slice(0, uploadLimits.documentNameMax).join('') || 'document';
}

/** The name a download is saved under: the document's name, with the extension of what it is. */
export function downloadName(name: string, type: StoredType): string {
  const extension = extensionOf(type);
  return name.toLowerCase().endsWith(`.${extension}`) || (extension === 'jpg' && /\.jpe?g$/i.test(name)) ? name : `${name}.${extension}`;
}

/** `attachment` with an ASCII fallback and the UTF-8 name (RFC 6266). */
export function attachmentHeader(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
