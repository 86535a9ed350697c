/** Base64 for the live snapshot (src/lib/live-encoding.ts), in the browser and on the server. */

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Base64 without Buffer or btoa over a huge string (both environments, any size). */
export function toBase64(bytes: Uint8Array): string {
  // Node (the server) encodes natively, ~20× faster than the loop below that browsers use.
  if (typeof Buffer !== 'undefined') return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('base64');
  const parts: string[] = [];
  for (let start = 0; start < bytes.length; start += 3 * 8192) {
    let chunk = '';
    const end = Math.min(bytes.length, start + 3 * 8192);
    for (let i = start; i < end; i += 3) {
      const n = ((bytes[i] ?? 0) << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
      chunk +=
        alphabet[n >> 18]! +
        alphabet[(n >> 12) & 63]! +
        (i + 1 < end ? alphabet[(n >> 6) & 63]! : '=') +
        (i + 2 < end ? alphabet[n & 63]! : '=');
    }
    parts.push(chunk);
  }
  return parts.join('');
}

export function fromBase64(text: string): Uint8Array {
  const lookup = new Uint8Array(128);
  for (let i = 0; i < alphabet.length; i++) lookup[alphabet.charCodeAt(i)] = i;
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  const bytes = new Uint8Array((text.length / 4) * 3 - padding);
  let o = 0;
  for (let i = 0; i < text.length; i += 4) {
    const n =
      (lookup[text.charCodeAt(i)]! << 18) |
      (lookup[text.charCodeAt(i + 1)]! << 12) |
      (lookup[text.charCodeAt(i + 2)]! << 6) |
      lookup[text.charCodeAt(i + 3)]!;
    if (o < bytes.length) bytes[o++] = n >> 16;
    if (o < bytes.length) bytes[o++] = (n >> 8) & 255;
    if (o < bytes.length) bytes[o++] = n & 255;
  }
  return bytes;
}
