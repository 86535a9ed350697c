/**
 * One visual system for every status badge (issue 14): a status names a tone, the badge draws every
 * tone the same way (a tinted chip with readable text), so Cancelled and Awarded differ in colour only.
 * Transport, bid and vehicle statuses all map here; new badges add their map beside these.
 */
import type { BidStanding } from './bid-standing';
import type { BidStatus, TransportStatus, VehicleStatus } from './constants';

export const statusTones = ['neutral', 'info', 'warning', 'success', 'danger'] as const;
export type StatusTone = (typeof statusTones)[number];

export const transportStatusTone: Record<TransportStatus, StatusTone> = {
  OPEN: 'info',
  AWARDED: 'info',
  IN_TRANSIT: 'warning',
  DELIVERED: 'success',
  CANCELLED: 'danger',
  EXPIRED: 'neutral',
};

export const bidStatusTone: Record<BidStatus, StatusTone> = {
  PENDING: 'neutral',
  ACCEPTED: 'success',
  DECLINED: 'danger',
  WITHDRAWN: 'neutral',
};

export const vehicleStatusTone: Record<VehicleStatus, StatusTone> = {
  AVAILABLE: 'success',
  ON_JOB: 'info',
  MAINTENANCE: 'warning',
};

/** Where a transporter's own bid stands (src/lib/bid-standing.ts). */
export const bidStandingTone: Record<BidStanding, StatusTone> = {
  lowest: 'success',
  outbid: 'warning',
  expiring: 'warning',
  expired: 'danger',
  accepted: 'success',
  declined: 'danger',
  withdrawn: 'neutral',
};
