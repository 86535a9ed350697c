/**
 * Downloads a private file (a legal document): a link cannot send the Bearer token, so the file is
 * fetched with it and handed to the browser as a download under the name the server gives.
 */
import { fileUrl } from '@/lib/file-url';
import { $authToken } from '@/stores/auth';
import { ensureFreshToken } from './fresh-token';

function fetchFile(path: string): Promise<Response> {
  return fetch(`${import.meta.env.PUBLIC_API_URL ?? ''}${path}`, { headers: { Authorization: `Bearer ${$authToken.get()}` } });
}

/** The name from `Content-Disposition` (the UTF-8 one when given). */
function savedName(response: Response, fallback: string): string {
  const header = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="([^"]+)"/i.exec(header)?.[1] ?? fallback;
}

/** Resolves once the browser has the file; rejects when it could not be fetched. */
export function downloadFile(key: string, fallbackName: string): Promise<void> {
  return downloadFrom(fileUrl(key), fallbackName);
}

/** The same for another private path of the API (a delivery note). */
export async function downloadFrom(path: string, fallbackName: string): Promise<void> {
  await ensureFreshToken();
  const response = await fetchFile(path);
  if (!response.ok) throw new Error(`download failed: ${response.status}`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = savedName(response, fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
