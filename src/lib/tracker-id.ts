/**
 * Tracker ids nobody can guess, and the addresses a phone app is set up with. A tracker id is the
 * only thing a tracker proves itself with (as with Traccar), so the fleet form and the demo data use
 * 128 random bits, written in lowercase base32: 26 characters of a-z and 2-7, easy to type into a
 * phone and valid under the form's tracker id pattern.
 */
const base32Alphabet = 'abcdefghijklmnopqrstuvwxyz234567';

export const trackerIdBytes = 16;

/** RFC 4648 base32, lowercase and unpadded. */
export function base32(bytes: Uint8Array): string {
  let text = '';
  let bits = 0;
  let buffer = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      text += base32Alphabet[(buffer >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) text += base32Alphabet[(buffer << (5 - bits)) & 31];
  return text;
}

/** A fresh tracker id from the platform's cryptographic random source. */
export function generateTrackerId(): string {
  return base32(crypto.getRandomValues(new Uint8Array(trackerIdBytes)));
}

/** The server URL for Traccar Client ("Server URL") and the base of OsmAnd's template. */
export function trackerServerUrl(origin: string): string {
  return `${origin.replace(/\/+$/, '')}/api/osmand`;
}

/** What the QR code holds: Traccar Client reads a scanned http(s) URL as its server URL and `id` as its device id. */
export function trackerSetupUrl(origin: string, trackerId: string): string {
  return `${trackerServerUrl(origin)}?id=${encodeURIComponent(trackerId)}`;
}

/** OsmAnd's online tracking URL template ({0} latitude … {7} battery, OsmAnd's own placeholders). */
export function osmAndTemplateUrl(origin: string, trackerId: string): string {
  return `${trackerSetupUrl(origin, trackerId)}&timestamp={2}&lat={0}&lon={1}&speed={5}&bearing={6}&altitude={4}&accuracy={3}&batt={7}`;
}
