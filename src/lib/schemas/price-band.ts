/**
 * transports.priceBand's input (issue 28): the band for a stored transport (the customer's own, or a
 * load a transporter sees) or for a request not yet posted (the wizard's summary step), in the
 * viewer's currency.
 */
import * as z from 'zod/mini';
import { currencies, itemTypes } from '@/lib/constants';

const country = z.nullable(z.string().check(z.regex(/^[A-Z]{2}$/)));
const coordinate = (bound: number) => z.nullable(z.number().check(z.gte(-bound), z.lte(bound)));

export const bandJobSchema = z.object({
  loadingCountry: country,
  deliveryCountry: country,
  loadingLat: coordinate(90),
  loadingLon: coordinate(180),
  deliveryLat: coordinate(90),
  deliveryLon: coordinate(180),
  weightKg: z.number().check(z.gte(0), z.lte(1_000_000)),
  itemTypes: z.array(z.enum(itemTypes)).check(z.maxLength(50)),
});

export const priceBandSchema = z
  .object({
    currency: z.enum(currencies),
    transportId: z.optional(z.uuid()),
    job: z.optional(bandJobSchema),
  })
  .check(z.refine((input) => (input.transportId === undefined) !== (input.job === undefined), 'validation:invalidInput'));

export type PriceBandInput = z.infer<typeof priceBandSchema>;
