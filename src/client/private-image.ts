/**
 * Shows a private image (a photo sent in a message): an <img> cannot send the Bearer token, so the
 * file is fetched with it and shown from an object URL, which the caller revokes when done.
 */
import { fileUrl } from '@/lib/file-url';
import { $authToken } from '@/stores/auth';
import { ensureFreshToken } from './fresh-token';

/** Resolves with an object URL of the file; rejects when it could not be fetched. */
export async function privateImageUrl(key: string, signal?: AbortSignal): Promise<string> {
  await ensureFreshToken();
  const response = await fetch(`${import.meta.env.PUBLIC_API_URL ?? ''}${fileUrl(key)}`, {
    headers: { Authorization: `Bearer ${$authToken.get()}` },
    signal,
  });
  if (!response.ok) throw new Error(`image failed: ${response.status}`);
  return URL.createObjectURL(await response.blob());
}
