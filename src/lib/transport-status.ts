/**
 * The transport lifecycle (the spec leaves it open; we decided):
 * OPEN → AWARDED → IN_TRANSIT → DELIVERED; OPEN or AWARDED → CANCELLED by the owner;
 * OPEN → EXPIRED once the loading date has passed (done by the server, not by anyone's action).
 */
import type { TransportStatus } from './constants';

export type TransportAction = 'award' | 'startTransit' | 'markDelivered' | 'cancel' | 'remove';
export type Actor = 'owner' | 'carrier';

export const transitions: Record<
  TransportAction,
  { from: readonly TransportStatus[]; to: TransportStatus | null; actors: readonly Actor[] }
> = {
  award: { from: ['OPEN'], to: 'AWARDED', actors: ['owner'] },
  startTransit: { from: ['AWARDED'], to: 'IN_TRANSIT', actors: ['carrier'] },
  markDelivered: { from: ['IN_TRANSIT'], to: 'DELIVERED', actors: ['owner', 'carrier'] },
  cancel: { from: ['OPEN', 'AWARDED'], to: 'CANCELLED', actors: ['owner'] },
  // Deleting erases the auction: only while no transporter was ever hired for it.
  remove: { from: ['OPEN', 'EXPIRED', 'CANCELLED'], to: null, actors: ['owner'] },
};

export function canTransition(action: TransportAction, status: TransportStatus, actor: Actor): boolean {
  const rule = transitions[action];
  return rule.from.includes(status) && rule.actors.includes(actor);
}

/** Actions the owner may take on a transport in this status, for the detail view's buttons. */
export function ownerActions(status: TransportStatus, awarded: boolean): TransportAction[] {
  return (['cancel', 'markDelivered', 'remove'] as const).filter(
    (action) => canTransition(action, status, 'owner') && !(action === 'remove' && awarded),
  );
}

/**
 * The status a reader sees: an OPEN auction whose loading day (UTC) has passed is EXPIRED, even before
 * the hourly job has written it. Reads never write; `today` is 'YYYY-MM-DD' in UTC.
 */
export function effectiveStatus(status: TransportStatus, loadingDate: string, today: string): TransportStatus {
  return status === 'OPEN' && loadingDate < today ? 'EXPIRED' : status;
}
