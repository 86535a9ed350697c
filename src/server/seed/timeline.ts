/** When each demo auction was posted, loads, arrives and was decided, consistent with its status. */
import type { TransportStatus } from '@/lib/constants';
import type { Clock, Random } from './random';

export interface Timeline {
  loadingDate: string;
  deliveryDate: string;
  createdAt: Date;
  /** The last change to the auction (award, cancellation, departure, delivery…). */
  updatedAt: Date;
  /** When bids were accepted or declined; bids arrive between createdAt and this. */
  decidedAt: Date;
}

/** Loading day offset from today, per status: future for open work, past for finished work. */
const loadingWindow: Record<TransportStatus, [number, number]> = {
  OPEN: [2, 30],
  AWARDED: [1, 12],
  IN_TRANSIT: [-2, 0],
  DELIVERED: [-60, -4],
  CANCELLED: [3, 20],
  EXPIRED: [-15, -1],
};

export function timelineFor(status: TransportStatus, distanceKm: number, random: Random, clock: Clock): Timeline {
  const loading = random.int(...loadingWindow[status]);
  let delivery = loading + Math.round(distanceKm / 700) + random.int(0, 1);
  if (status === 'IN_TRANSIT') delivery = Math.max(delivery, 1);
  if (status === 'DELIVERED') delivery = Math.min(delivery, -1);
  const daysAgo = (offset: number, hours = 0) => clock.ago(Math.max(0.02, -offset - hours / 24));

  let decidedAt: Date;
  if (status === 'OPEN') decidedAt = clock.now;
  else if (status === 'AWARDED' || status === 'CANCELLED') decidedAt = clock.ago(random.float(0.5, 4));
  else if (status === 'EXPIRED') decidedAt = daysAgo(loading);
  else decidedAt = daysAgo(loading - random.int(1, 4));

  const createdAt = status === 'OPEN' ? clock.ago(random.float(0.2, 8)) : new Date(decidedAt.getTime() - random.float(3, 12) * 86_400_000);
  const updatedAt =
    status === 'IN_TRANSIT'
      ? daysAgo(loading, 8)
      : status === 'DELIVERED'
        ? daysAgo(delivery, 15)
        : status === 'OPEN'
          ? createdAt
          : decidedAt;

  return { loadingDate: clock.day(loading), deliveryDate: clock.day(delivery), createdAt, updatedAt, decidedAt };
}
