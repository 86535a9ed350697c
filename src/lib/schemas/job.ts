/** The transporter's jobs (issue 10, "Jobs won"): the list's groups, its page, and starting a job with a vehicle. */
import { z } from 'zod';
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

export const jobListSchema = keysetPageSchema.extend({ group: z.enum(jobGroups).default('toStart') });
export type JobListInput = z.infer<typeof jobListSchema>;

/** Start transit: with the vehicle picked, or the one the accepted bid named. */
export const startTransitSchema = transportIdSchema.extend({ vehicleId: z.uuid('validation:invalidInput').optional() });
export type StartTransitInput = z.infer<typeof startTransitSchema>;
