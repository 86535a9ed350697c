/**
 * The transporters' load search (issue 10): filters, sort, scope and a keyset page, shared by the
 * URL (src/client/load-search-url.ts), the filter bar and loads.search. Saved searches store the
 * filters and the sort (no page). A place is a country, or a gazetteer place with a radius in km.
 */
import * as z from 'zod/mini';
import { isCalendarDay } from '@/lib/calendar-day';
import { deliveryTypes, itemTypes } from '@/lib/constants';
import { places, type Place } from '@/lib/gazetteer';
import { savedSearchAlerts } from '@/lib/notifications';
import { singleLineText } from './text';
import { keysetPageSchema } from './transport';

export const maxPlacesPerEnd = 10;
export const maxRadiusKm = 500;
export const loadSorts = ['loadingDate', 'newest', 'bidCount', 'emptyKm'] as const;
export type LoadSort = (typeof loadSorts)[number];
/** "open": the open auctions; "myBids": every load this company bid on, whatever its state. */
export const loadScopes = ['open', 'myBids'] as const;
export type LoadScope = (typeof loadScopes)[number];

/** The gazetteer place with exactly this name in this country. */
export function gazetteerPlace(name: string, country: string): Place | undefined {
  return places.find((place) => place.name === name && place.country === country);
}

const countryCode = z.string().check(z.regex(/^[A-Z]{2}$/, 'validation:invalidInput'));

export const placeFilterSchema = z.union([
  z.strictObject({ country: countryCode }),
  z
    .strictObject({
      country: countryCode,
      place: z.string().check(z.minLength(1), z.maxLength(80)),
      radiusKm: z.number().check(z.int(), z.gte(1, 'validation:atLeastOne'), z.lte(maxRadiusKm, 'validation:numberTooLarge')),
    })
    .check(z.refine((value) => gazetteerPlace(value.place, value.country) !== undefined, 'validation:invalidInput')),
]);
export type PlaceFilter = z.infer<typeof placeFilterSchema>;

const day = z.string().check(z.refine(isCalendarDay, 'validation:dateRequired'));
const limit = (max: number) => z.number().check(z.positive('validation:atLeastOne'), z.lte(max, 'validation:numberTooLarge'));

export const loadFiltersShape = {
  loading: z._default(z.array(placeFilterSchema).check(z.maxLength(maxPlacesPerEnd, 'loads:tooManyPlaces')), []),
  delivery: z._default(z.array(placeFilterSchema).check(z.maxLength(maxPlacesPerEnd, 'loads:tooManyPlaces')), []),
  loadingFrom: z.optional(day),
  loadingTo: z.optional(day),
  /** Loads with at least one item of these types. */
  itemTypes: z._default(z.array(z.enum(itemTypes)).check(z.maxLength(itemTypes.length)), []),
  deliveryType: z.optional(z.enum(deliveryTypes)),
  maxWeightKg: z.optional(limit(1_000_000)),
  maxVolumeM3: z.optional(limit(10_000)),
  fitsMyFleet: z._default(z.boolean(), false),
  sort: z._default(z.enum(loadSorts), 'loadingDate'),
  /** The vehicle whose latest position the empty km are measured from (sort emptyKm). */
  vehicleId: z.optional(z.uuid('validation:invalidInput')),
};

const emptyKmNeedsVehicle = (value: { sort: LoadSort; vehicleId?: string }) => value.sort !== 'emptyKm' || !!value.vehicleId;
const emptyKmNeedsVehicleIssue = { message: 'loads:vehicleRequired', path: ['vehicleId'] };

/** What a saved search keeps: the filters and the sort. */
export const loadFiltersSchema = z.object(loadFiltersShape).check(z.refine(emptyKmNeedsVehicle, emptyKmNeedsVehicleIssue));
export type LoadFilters = z.infer<typeof loadFiltersSchema>;
export type LoadFiltersInput = z.input<typeof loadFiltersSchema>;

export const loadSearchSchema = z
  .object({ ...loadFiltersShape, scope: z._default(z.enum(loadScopes), 'open'), ...keysetPageSchema.shape })
  .check(z.refine(emptyKmNeedsVehicle, emptyKmNeedsVehicleIssue));
export type LoadSearchInput = z.infer<typeof loadSearchSchema>;

export const savedSearchNameSchema = singleLineText({ min: 1, max: 60, tooShort: 'loads:nameRequired', tooLong: 'validation:textTooLong' });
export const createSavedSearchSchema = z.object({
  name: savedSearchNameSchema,
  filters: loadFiltersSchema,
  alerts: z._default(z.enum(savedSearchAlerts), 'instant'),
});
export type CreateSavedSearchInput = z.infer<typeof createSavedSearchSchema>;
export const savedSearchIdSchema = z.object({ id: z.uuid('validation:invalidInput') });
export type SavedSearchIdInput = z.infer<typeof savedSearchIdSchema>;
export const setSavedSearchAlertsSchema = z.object({ id: z.uuid('validation:invalidInput'), alerts: z.enum(savedSearchAlerts) });
export type SetSavedSearchAlertsInput = z.infer<typeof setSavedSearchAlertsSchema>;
