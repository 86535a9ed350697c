/**
 * Where an uploaded file (an avatar, a cover image, a legal document) is served: by the server layer under
 * /api/files, with the Content-Type from our record. A `key` is the server-generated name the row stores.
 */
export function fileUrl(key: string): string {
  return `/api/files/${encodeURIComponent(key)}`;
}
