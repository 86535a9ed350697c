/**
 * The transport wizard's three steps and the whole request, shared by the wizard (zodResolver per
 * step) and transports.create (.input()). Dates are calendar days, 'YYYY-MM-DD'.
 */
import * as z from 'zod/mini';
import { addDays, isCalendarDay, utcToday } from '@/lib/calendar-day';
import { deliveryTypes, itemTypes, limits } from '@/lib/constants';
import { auctionTermsChecks, auctionTermsShape } from './auction-terms';
import { acceptTermsSchema, fillable } from './fields';
import { multiLineText, singleLineText } from './text';

/** How far ahead a transport may be asked for: its days at most a year from today (UTC, as the server counts). */
export const daysAheadMax = 365;
export const lastDayAhead = (today = utcToday()) => addDays(today, daysAheadMax);

/** A real day (no 30 February) as 'YYYY-MM-DD', within a year; the wizard holds none until one is picked. */
const dateSchema = fillable(
  z.string('validation:dateRequired').check(
    z.refine(isCalendarDay, 'validation:dateRequired'),
    z.refine((day) => day <= lastDayAhead(), 'validation:dateTooFar'),
  ),
);
const addressSchema = singleLineText({
  min: limits.addressMin,
  max: 200,
  tooShort: 'validation:addressTooShort',
  tooLong: 'validation:addressTooLong',
});
const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
/** Codes Intl names that are no country: the EU, the eurozone, the UN, outlying Oceania, unknown. */
const notCountries = new Set(['EU', 'EZ', 'UN', 'QO', 'ZZ']);
/** Two capital letters first: Intl.DisplayNames throws on anything that is not a region code's shape. */
const isCountry = (code: string) => /^[A-Z]{2}$/.test(code) && !notCountries.has(code) && regionNames.of(code) !== undefined;
/** ISO 3166 alpha-2 (and Kosovo's XK), set by the address picker. */
const countrySchema = z.nullable(z.string().check(z.trim(), z.toUpperCase(), z.refine(isCountry, 'validation:invalidInput')));
const coordinate = (bound: number) => z.nullable(z.number().check(z.gte(-bound), z.lte(bound)));

export const locationsShape = {
  loadingAddress: addressSchema,
  loadingCountry: countrySchema,
  loadingLat: coordinate(90),
  loadingLon: coordinate(180),
  loadingDate: dateSchema,
  loadingFlexible: z.boolean(),
  deliveryAddress: addressSchema,
  deliveryCountry: countrySchema,
  deliveryLat: coordinate(90),
  deliveryLon: coordinate(180),
  deliveryDate: dateSchema,
  deliveryFlexible: z.boolean(),
};

/** 'YYYY-MM-DD' strings compare as dates. */
type Dates = { loadingDate: string; deliveryDate: string };
const loadingNotAfterDelivery = (value: Dates) => value.loadingDate <= value.deliveryDate;
const loadingAfterDelivery = { message: 'validation:loadingAfterDelivery', path: ['deliveryDate'] };

type Coordinates = Record<'loadingLat' | 'loadingLon' | 'deliveryLat' | 'deliveryLon', number | null>;
/** A place has both its coordinates or neither (an address typed without picking a place). */
const wholePlace = (end: 'loading' | 'delivery') =>
  z.refine<Coordinates>((value) => (value[`${end}Lat`] === null) === (value[`${end}Lon`] === null), {
    message: 'validation:invalidInput',
    path: [`${end}Lat`],
  });
const locationsChecks = [z.refine<Dates>(loadingNotAfterDelivery, loadingAfterDelivery), wholePlace('loading'), wholePlace('delivery')];

export const locationsSchema = z.object(locationsShape).check(...locationsChecks);
export type LocationsInput = z.infer<typeof locationsSchema>;

/** The longest texts and largest numbers a request takes: the forms state them at the fields and in their messages. */
export const transportLimits = {
  titleMax: 120,
  itemDescriptionMax: 300,
  descriptionMax: 2000,
  quantityMax: 10_000,
  weightKgMax: 100_000,
  sizeCmMax: 10_000,
} as const;

const number = (max: number, tooLarge: string) =>
  z.number('validation:numberRequired').check(z.gte(limits.itemNumberMin, 'validation:atLeastOne'), z.lte(max, tooLarge));
/** A count or a size: the wizard holds none until one is typed. */
const measure = (max: number, tooLarge: string) => fillable(number(max, tooLarge));
const size = measure(transportLimits.sizeCmMax, 'validation:sizeTooLarge');

export const itemSchema = z.object({
  description: singleLineText({
    min: limits.itemDescriptionMin,
    max: transportLimits.itemDescriptionMax,
    tooShort: 'validation:descriptionTooShort',
    tooLong: 'validation:itemDescriptionTooLong',
  }),
  type: fillable(z.enum(itemTypes, 'validation:typeRequired')),
  quantity: fillable(number(transportLimits.quantityMax, 'validation:quantityTooLarge').check(z.int('validation:wholeNumber'))),
  weightKg: measure(transportLimits.weightKgMax, 'validation:weightTooLarge'),
  widthCm: size,
  heightCm: size,
  lengthCm: size,
});
export type ItemInput = z.infer<typeof itemSchema>;

export const itemsShape = {
  items: z.array(itemSchema).check(z.minLength(1, 'validation:itemsRequired'), z.maxLength(50, 'validation:tooManyItems')),
};
export const itemsSchema = z.object(itemsShape);

export const summaryShape = {
  title: singleLineText({
    min: limits.titleMin,
    max: transportLimits.titleMax,
    tooShort: 'validation:titleTooShort',
    tooLong: 'validation:titleTooLong',
  }),
  deliveryType: fillable(z.enum(deliveryTypes, 'validation:deliveryTypeRequired')),
  description: multiLineText({ max: transportLimits.descriptionMax, tooLong: 'validation:detailsTooLong' }),
  ...auctionTermsShape,
  acceptTerms: acceptTermsSchema,
};
/** The summary step reads the loading day too when there is one (chosen on the first step): the deadline may not be after it. */
export const summarySchema = z.object({ ...summaryShape, loadingDate: z.optional(z.string()) }).check(...auctionTermsChecks);

export const createTransportSchema = z
  .object({ ...locationsShape, ...itemsShape, ...summaryShape })
  .check(...locationsChecks, ...auctionTermsChecks);
export type CreateTransportInput = z.infer<typeof createTransportSchema>;

export const transportIdSchema = z.object({ id: z.uuid('validation:invalidInput') });
export const awardBidSchema = z.object({ transportId: z.uuid(), bidId: z.uuid() });
/**
 * One page of a list read through an index (keyset): `cursor` is the opaque position a previous
 * page handed out, `direction` whether the page after it or before it is wanted. No page numbers
 * and no totals reach the server: a deep page costs what the first one does.
 */
export const keysetPageSchema = z.object({
  pageSize: z._default(z.number().check(z.int(), z.gte(5), z.lte(100)), 20),
  cursor: z.optional(z.string().check(z.maxLength(200))),
  direction: z._default(z.enum(['after', 'before']), 'after'),
});
export type TransportIdInput = z.infer<typeof transportIdSchema>;
export type AwardBidInput = z.infer<typeof awardBidSchema>;
export type KeysetPageInput = z.infer<typeof keysetPageSchema>;
