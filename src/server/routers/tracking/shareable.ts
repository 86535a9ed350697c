import type { TransportStatus } from '@/lib/constants';

/** A link can be made and opened from the award until delivery (or cancellation) ends it. */
export const shareableStatuses: readonly TransportStatus[] = ['AWARDED', 'IN_TRANSIT'];
