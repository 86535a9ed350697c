/**
 * The transporters' load search (issue 10): filters, sort, scope and a keyset page, shared by the
 * URL (src/client/load-search-url.ts), the filter bar and loads.search. Saved searches store the
 * filters and the sort (no page). A place is a country, or a gazetteer place with a radius in km.
 */
import { z } from 'zod';
import { isCalendarDay } from '@/lib/calendar-day';
import { deliveryTypes, itemTypes } from '@/lib/constants';
import { places, type Place } from '@/lib/gazetteer';
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

const countryCode = z.string().regex(/^[A-Z]{2}$/, 'validation:invalidInput');

export const placeFilterSchema = z.union([
  z.object({ country: countryCode }).strict(),
  z
    .object({
      country: countryCode,
      place: z.string().min(1).max(80),
      radiusKm: z.number().int().min(1, 'validation:atLeastOne').max(maxRadiusKm, 'validation:numberTooLarge'),
    })
    .strict()
    .refine((value) => gazetteerPlace(value.place, value.country) !== undefined, 'validation:invalidInput'),
]);
export type PlaceFilter = z.infer<typeof placeFilterSchema>;

const day = z.string().refine(isCalendarDay, 'validation:dateRequired');
const limit = (max: number) => z.number().positive('validation:atLeastOne').max(max, 'validation:numberTooLarge');

export const loadFiltersShape = {
  loading: z.array(placeFilterSchema).max(maxPlacesPerEnd, 'loads:tooManyPlaces').default([]),
  delivery: z.array(placeFilterSchema).max(maxPlacesPerEnd, 'loads:tooManyPlaces').default([]),
  loadingFrom: day.optional(),
  loadingTo: day.optional(),
  /** Loads with at least one item of these types. */
  itemTypes: z.array(z.enum(itemTypes)).max(itemTypes.length).default([]),
  deliveryType: z.enum(deliveryTypes).optional(),
  maxWeightKg: limit(1_000_000).optional(),
  maxVolumeM3: limit(10_000).optional(),
  fitsMyFleet: z.boolean().default(false),
  sort: z.enum(loadSorts).default('loadingDate'),
  /** The vehicle whose latest position the empty km are measured from (sort emptyKm). */
  vehicleId: z.uuid('validation:invalidInput').optional(),
};

const emptyKmNeedsVehicle = (value: { sort: LoadSort; vehicleId?: string }) => value.sort !== 'emptyKm' || !!value.vehicleId;
const emptyKmNeedsVehicleIssue = { message: 'loads:vehicleRequired', path: ['vehicleId'] };

/** What a saved search keeps: the filters and the sort. */
export const loadFiltersSchema = z.object(loadFiltersShape).refine(emptyKmNeedsVehicle, emptyKmNeedsVehicleIssue);
export type LoadFilters = z.infer<typeof loadFiltersSchema>;
export type LoadFiltersInput = z.input<typeof loadFiltersSchema>;

export const loadSearchSchema = z
  .object({ ...loadFiltersShape, scope: z.enum(loadScopes).default('open'), ...keysetPageSchema.shape })
  .refine(emptyKmNeedsVehicle, emptyKmNeedsVehicleIssue);
export type LoadSearchInput = z.infer<typeof loadSearchSchema>;

export const savedSearchNameSchema = singleLineText({ min: 1, max: 60, tooShort: 'loads:nameRequired', tooLong: 'validation:textTooLong' });
export const createSavedSearchSchema = z.object({ name: savedSearchNameSchema, filters: loadFiltersSchema });
export type CreateSavedSearchInput = z.infer<typeof createSavedSearchSchema>;
export const savedSearchIdSchema = z.object({ id: z.uuid('validation:invalidInput') });
export type SavedSearchIdInput = z.infer<typeof savedSearchIdSchema>;
