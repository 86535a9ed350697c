/**
 * Sends a file to POST /api/uploads/<kind> with XMLHttpRequest (fetch reports no upload progress):
 * the body is the file itself, the Bearer token as every API call sends it, refreshed once when it
 * is about to expire (or once more after a 401). Resolves with the server's answer or rejects with an UploadError carrying a message key.
 */
import type { MessageKey } from '@/lib/i18n/keys';
import { asMessageKey } from '@/lib/message-key';
import { uploadErrors, type UploadAnswer, type UploadKind } from '@/lib/uploads';
import { $authToken } from '@/stores/auth';
import { ensureFreshToken } from './fresh-token';
import { refreshOnce } from './trpc';

export class UploadError extends Error {
  constructor(readonly key: MessageKey) {
    super(key);
  }
}

interface Sent {
  status: number;
  body: unknown;
}

function send(url: string, file: Blob, onProgress: (fraction: number) => void): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('Authorization', `Bearer ${$authToken.get()}`);
    xhr.setRequestHeader('Content-Type', 'application/octet-stream');
    xhr.responseType = 'json';
    xhr.upload.addEventListener('progress', (event) => event.lengthComputable && onProgress(event.loaded / event.total));
    xhr.addEventListener('load', () => resolve({ status: xhr.status, body: xhr.response as unknown }));
    xhr.addEventListener('error', () => reject(new UploadError(uploadErrors.failed)));
    xhr.addEventListener('abort', () => reject(new UploadError(uploadErrors.failed)));
    xhr.send(file);
  });
}

export async function uploadFile(
  kind: UploadKind,
  file: Blob,
  options: { name?: string; thread?: string; transport?: string; onProgress?: (fraction: number) => void } = {},
) {
  const params = new URLSearchParams();
  if (options.name) params.set('name', options.name);
  if (options.thread) params.set('thread', options.thread);
  if (options.transport) params.set('transport', options.transport);
  const query = params.size > 0 ? `?${params}` : '';
  const url = `${import.meta.env.PUBLIC_API_URL ?? ''}/api/uploads/${kind}${query}`;
  const onProgress = options.onProgress ?? (() => undefined);
  await ensureFreshToken();
  let answer = await send(url, file, onProgress);
  if (answer.status === 401 && (await refreshOnce()) === 'OK') answer = await send(url, file, onProgress);
  if (answer.status === 201) return answer.body as UploadAnswer;
  const key = asMessageKey((answer.body as { error?: unknown } | null)?.error);
  throw new UploadError(key ?? (answer.status === 413 ? uploadErrors.tooLarge : uploadErrors.failed));
}
