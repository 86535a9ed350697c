/**
 * transports.update (issue 28): the wizard's whole request, every rule of createTransportSchema
 * included, for one of the caller's transports. Which fields may still change is the server's
 * decision (src/lib/transport-edit.ts), not the schema's.
 */
import * as z from 'zod/mini';
import { createTransportSchema } from './transport';

export const updateTransportSchema = z.intersection(z.object({ id: z.uuid('validation:invalidInput') }), createTransportSchema);
export type UpdateTransportInput = z.infer<typeof updateTransportSchema>;
