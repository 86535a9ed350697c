/** Generated tracker ids: 128 random bits, valid tracker ids, and the setup URLs the phone apps read. */
import { describe, expect, it } from 'vitest';
import { trackerIdPattern } from '@/lib/schemas/vehicle';
import { base32, generateTrackerId, osmAndTemplateUrl, trackerServerUrl, trackerSetupUrl } from '@/lib/tracker-id';

describe('tracker ids', () => {
  it('writes bytes in RFC 4648 base32, lowercase and unpadded', () => {
    const ascii = (text: string) => new TextEncoder().encode(text);
    expect(base32(ascii('foobar'))).toBe('mzxw6ytboi');
    expect(base32(ascii('f'))).toBe('my');
    expect(base32(new Uint8Array(16).fill(255))).toBe('7'.repeat(25) + '4');
  });

  it('generates 26 characters (128 bits), each id new and valid for the fleet form', () => {
    const ids = Array.from({ length: 200 }, generateTrackerId);
    expect(new Set(ids).size).toBe(200);
    for (const id of ids) {
      expect(id).toMatch(/^[a-z2-7]{26}$/);
      expect(trackerIdPattern.test(id)).toBe(true);
    }
  });

  it('builds the server URL, the QR code URL with ?id=, and the OsmAnd template', () => {
    expect(trackerServerUrl('https://tovar.example/')).toBe('https://tovar.example/api/osmand');
    expect(trackerSetupUrl('https://tovar.example', 'abc:1')).toBe('https://tovar.example/api/osmand?id=abc%3A1');
    expect(osmAndTemplateUrl('http://localhost:4321', 'xyz')).toBe(
      'http://localhost:4321/api/osmand?id=xyz&timestamp={2}&lat={0}&lon={1}&speed={5}&bearing={6}&altitude={4}&accuracy={3}&batt={7}',
    );
  });
});
