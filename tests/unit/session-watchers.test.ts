/** Which revocations end a watched stream's session: its family named, or its user's but the one kept. */
import { describe, expect, it } from 'vitest';
import { revocationEnds, SessionWatchers } from '@/server/services/auth/session-watchers';

const session = { familyId: 'family-a', userId: 'user-1' };

describe('revocationEnds', () => {
  it('ends the family named, and no other', () => {
    expect(revocationEnds({ familyIds: ['family-b', 'family-a'] }, session)).toBe(true);
    expect(revocationEnds({ familyIds: ['family-b'] }, session)).toBe(false);
  });

  it("ends every family of the user, except the one kept, and no other user's", () => {
    expect(revocationEnds({ userId: 'user-1' }, session)).toBe(true);
    expect(revocationEnds({ userId: 'user-1', exceptFamilyId: 'family-b' }, session)).toBe(true);
    expect(revocationEnds({ userId: 'user-1', exceptFamilyId: 'family-a' }, session)).toBe(false);
    expect(revocationEnds({ userId: 'user-2' }, session)).toBe(false);
  });
});

describe('SessionWatchers', () => {
  it('tells the watchers a revocation ends, asks all to recheck, and forgets one that let go', () => {
    const watchers = new SessionWatchers();
    const told: string[] = [];
    const watch = (familyId: string) =>
      watchers.add({
        familyId,
        userId: 'user-1',
        ended: () => told.push(`ended ${familyId}`),
        recheck: () => told.push(`recheck ${familyId}`),
      });
    watch('family-a');
    const unwatchB = watch('family-b');
    watchers.revoked({ userId: 'user-1', exceptFamilyId: 'family-b' });
    watchers.recheck();
    unwatchB();
    watchers.revoked({ familyIds: ['family-b'] });
    expect(told).toEqual(['ended family-a', 'recheck family-a', 'recheck family-b']);
    expect(watchers.size).toBe(1);
  });
});
