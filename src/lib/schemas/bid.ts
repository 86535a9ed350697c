/**
 * A transporter's bid on a load, shared by the BidPanel form (zodResolver) and bids.place (.input()).
 * The form picks how long the offer stands (`offerValidities`); `validUntilFor` turns the choice into
 * the timestamp the server stores and checks.
 */
import * as z from 'zod/mini';
import { isCalendarDay } from '@/lib/calendar-day';
import { currencies, type Currency } from '@/lib/constants';
import { fillable } from './fields';
import { multiLineText } from './text';

/**
 * The largest amount a bid may ask, per currency: about 100,000 EUR, which no single road transport
 * in the region comes near, in each currency (BAM is pegged at 1.95583, RSD ~117, CHF ~0.94).
 */
export const maxBidAmount: Record<Currency, number> = { EUR: 100_000, BAM: 200_000, RSD: 12_000_000, CHF: 100_000 };

export const bidMessageMax = 1000;

/** How long an offer stands: 24 hours, 3 days, 7 days, or until the end of the loading day (UTC). */
export const offerValidities = ['24h', '3d', '7d', 'loadingDay'] as const;
export type OfferValidity = (typeof offerValidities)[number];

const hour = 3_600_000;
const validityHours: Record<Exclude<OfferValidity, 'loadingDay'>, number> = { '24h': 24, '3d': 72, '7d': 168 };

/** The end of a calendar day in UTC: the server's days are UTC days (src/lib/calendar-day.ts). */
export function endOfDayUtc(day: string): Date {
  return new Date(`${day}T23:59:59.999Z`);
}

/** An offer never stands past the end of the loading day (the auction closes then); a later moment becomes that end. */
export function cappedToLoadingDay(validUntil: Date, loadingDate: string): Date {
  const closes = endOfDayUtc(loadingDate);
  return validUntil < closes ? validUntil : closes;
}

/** The moment an offer made `now` stops standing, as the form picks it; bids.place caps what it receives the same way. */
export function validUntilFor(validity: OfferValidity, loadingDate: string, now = new Date()): Date {
  if (validity === 'loadingDay') return endOfDayUtc(loadingDate);
  return cappedToLoadingDay(new Date(now.getTime() + validityHours[validity] * hour), loadingDate);
}

/**
 * A price: more than zero, in whole cents (bids, the auction's budget and book-now price, a counter-offer).
 * A positive amount is at least one cent: zod's multipleOf passes any number below ~1e-15 (5e-324 among
 * them), which the two-decimal column would then store as 0.
 */
export const amountSchema = z.number('validation:numberRequired').check(
  z.positive('bids:amountPositive'),
  z.refine((amount) => amount <= 0 || amount >= 0.01, 'bids:amountCents'),
  z.multipleOf(0.01, 'bids:amountCents'),
);

const bidFields = {
  transportId: z.uuid('validation:invalidInput'),
  amount: fillable(amountSchema),
  currency: fillable(z.enum(currencies, 'bids:currencyRequired')),
  message: z.optional(multiLineText({ max: bidMessageMax, tooLong: 'validation:textTooLong' })),
  pickupDate: fillable(z.string('bids:pickupDateRequired').check(z.refine(isCalendarDay, 'bids:pickupDateRequired'))),
  vehicleId: fillable(z.uuid('bids:vehicleRequired')),
};

const withinMaximum = (value: { amount: number; currency: Currency }) => value.amount <= maxBidAmount[value.currency];
const tooLarge = { message: 'bids:amountTooLarge', path: ['amount'] };

/**
 * What bids.place receives: the offer and the moment it stops standing (in the future). An update
 * may leave `validUntil` out: the standing bid then keeps the moment it already had.
 */
export const placeBidSchema = z
  .object({
    ...bidFields,
    validUntil: z.optional(z.date('bids:validUntilRequired').check(z.refine((date) => date.getTime() > Date.now(), 'bids:validUntilPast'))),
  })
  .check(z.refine(withinMaximum, tooLarge));
export type PlaceBidInput = z.infer<typeof placeBidSchema>;

/** The form's validity choices: 'current' keeps a standing bid's moment (an update sends no validUntil). */
export const formValidities = ['current', ...offerValidities] as const;
export type FormValidity = (typeof formValidities)[number];

/** The BidPanel form: the same fields, with a choice of validity in place of the timestamp. */
export const bidFormSchema = z
  .object({ ...bidFields, validity: z.enum(formValidities, 'bids:validityRequired') })
  .check(z.refine(withinMaximum, tooLarge));
export type BidFormInput = z.input<typeof bidFormSchema>;
export type BidFormValues = z.output<typeof bidFormSchema>;

export const bidTransportSchema = z.object({ transportId: z.uuid('validation:invalidInput') });
export type BidTransportInput = z.infer<typeof bidTransportSchema>;

/** bids.bookNow: the load and the vehicle that will do it, at the customer's book-now price. */
export const bookNowSchema = z.object({
  transportId: z.uuid('validation:invalidInput'),
  vehicleId: fillable(z.uuid('bids:vehicleRequired')),
});
export type BookNowInput = z.infer<typeof bookNowSchema>;
