/** The demo fleet's tracker ids: 128 bits from the installation's secret, stable for it, new for another. */
import { describe, expect, it } from 'vitest';
import { demoTrackerId } from '@/server/seed/demo-tracker-ids';

const secret = (text: string) => new TextEncoder().encode(text);

describe('demo tracker ids', () => {
  it('are 26 base32 characters, one per vehicle, the same for one secret and unrelated for another', () => {
    const a = secret('one installation secret, 32 bytes or more');
    const b = secret('another installation secret, 32 bytes long');
    const ids = Array.from({ length: 10 }, (_, i) => demoTrackerId('drinatrans', i, a));
    expect(new Set(ids).size).toBe(10);
    for (const id of ids) expect(id).toMatch(/^[a-z2-7]{26}$/);
    expect(demoTrackerId('drinatrans', 0, a)).toBe(ids[0]);
    expect(demoTrackerId('drinatrans', 0, b)).not.toBe(ids[0]);
    expect(demoTrackerId('alpenlogistik', 0, a)).not.toBe(ids[0]);
  });
});
