/**
 * The lifecycle we decided (issue 4): OPEN → AWARDED → IN_TRANSIT → DELIVERED, or CANCELLED by the
 * owner from OPEN/AWARDED; delete only while no transporter was ever hired. The table below is
 * written out by hand so a change to transitions must change it too.
 */
import { describe, expect, it } from 'vitest';
import { transportStatuses, type TransportStatus } from '@/lib/constants';
import { canTransition, effectiveStatus, ownerActions, type Actor, type TransportAction } from '@/lib/transport-status';

const actions: TransportAction[] = ['award', 'startTransit', 'markDelivered', 'cancel', 'remove'];
const actors: Actor[] = ['owner', 'carrier'];

/** Who may take each action from which status; everything not listed is refused. */
const allowed: Record<TransportAction, Partial<Record<TransportStatus, Actor[]>>> = {
  award: { OPEN: ['owner'] },
  startTransit: { AWARDED: ['carrier'] },
  markDelivered: { IN_TRANSIT: ['owner', 'carrier'] },
  cancel: { OPEN: ['owner'], AWARDED: ['owner'] },
  remove: { OPEN: ['owner'], EXPIRED: ['owner'], CANCELLED: ['owner'] },
};

const cases = actions.flatMap((action) =>
  transportStatuses.flatMap((status) =>
    actors.map((actor) => ({ action, status, actor, expected: allowed[action][status]?.includes(actor) ?? false })),
  ),
);

describe('canTransition', () => {
  it('covers every action × status × actor', () => {
    expect(cases).toHaveLength(5 * 6 * 2);
    expect(cases.filter((entry) => entry.expected)).toHaveLength(9);
  });

  it.each(cases)('$action from $status by $actor → $expected', ({ action, status, actor, expected }) => {
    expect(canTransition(action, status, actor)).toBe(expected);
  });

  it('nothing leaves DELIVERED', () => {
    for (const action of actions) for (const actor of actors) expect(canTransition(action, 'DELIVERED', actor)).toBe(false);
  });
});

describe('ownerActions (the detail view buttons)', () => {
  const expected: Record<TransportStatus, { notAwarded: TransportAction[]; awarded: TransportAction[] }> = {
    OPEN: { notAwarded: ['cancel', 'remove'], awarded: ['cancel'] },
    AWARDED: { notAwarded: ['cancel'], awarded: ['cancel'] },
    IN_TRANSIT: { notAwarded: ['markDelivered'], awarded: ['markDelivered'] },
    DELIVERED: { notAwarded: [], awarded: [] },
    // A transport cancelled after an award keeps the award on record: it can no longer be deleted.
    CANCELLED: { notAwarded: ['remove'], awarded: [] },
    EXPIRED: { notAwarded: ['remove'], awarded: [] },
  };

  it.each(transportStatuses.flatMap((status) => [false, true].map((awarded) => ({ status, awarded }))))(
    '$status, awarded $awarded',
    ({ status, awarded }) => {
      expect(ownerActions(status, awarded)).toEqual(expected[status][awarded ? 'awarded' : 'notAwarded']);
    },
  );

  it('never offers the carrier-only move or award', () => {
    for (const status of transportStatuses) {
      for (const awarded of [false, true]) {
        expect(ownerActions(status, awarded)).not.toContain('startTransit');
        expect(ownerActions(status, awarded)).not.toContain('award');
      }
    }
  });
});

describe('effectiveStatus', () => {
  it('reads an OPEN auction whose loading day has passed as EXPIRED', () => {
    expect(effectiveStatus('OPEN', '2026-11-22', '2026-11-23')).toBe('EXPIRED');
  });

  it('keeps an OPEN auction that loads today or later', () => {
    expect(effectiveStatus('OPEN', '2026-11-23', '2026-11-23')).toBe('OPEN');
    expect(effectiveStatus('OPEN', '2026-12-01', '2026-11-23')).toBe('OPEN');
  });

  it('never changes any other status, however old', () => {
    for (const status of transportStatuses.filter((s) => s !== 'OPEN')) {
      expect(effectiveStatus(status, '2020-01-01', '2026-11-23')).toBe(status);
    }
  });
});
