/** The transporter's jobs (issue 10, "Jobs won"): the list's groups, its page, and starting a job with a vehicle. */
import * as z from 'zod/mini';
import type { TransportStatus } from '@/lib/constants';
import { keysetPageSchema, transportIdSchema } from './transport';

/** The jobs page's tabs, each the transport status its jobs are in. */
export const jobGroups = ['toStart', 'inTransit', 'delivered', 'cancelled'] as const;
export type JobGroup = (typeof jobGroups)[number];
export const jobGroupStatus = {
  toStart: 'AWARDED',
  inTransit: 'IN_TRANSIT',
  delivered: 'DELIVERED',
  cancelled: 'CANCELLED',
} as const satisfies Record<JobGroup, TransportStatus>;

export const jobListSchema = z.extend(keysetPageSchema, { group: z._default(z.enum(jobGroups), 'toStart') });
export type JobListInput = z.infer<typeof jobListSchema>;

/** Start transit: with the vehicle picked, or the one the accepted bid named. */
export const startTransitSchema = z.extend(transportIdSchema, { vehicleId: z.optional(z.uuid('validation:invalidInput')) });
export type StartTransitInput = z.infer<typeof startTransitSchema>;
