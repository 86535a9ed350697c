/** Business constants and enumerations from the specification (sections 3 and 9). */
import { version } from '../../package.json';

export const accountTypes = ['USER', 'COMPANY', 'TRANSPORT_COMPANY'] as const;
export type AccountType = (typeof accountTypes)[number];
/** Customers post transports: private users and businesses. */
export const customerAccountTypes = ['USER', 'COMPANY'] as const satisfies readonly AccountType[];
/** Transporters bid, run a fleet and track it. */
export const transporterAccountTypes = ['TRANSPORT_COMPANY'] as const satisfies readonly AccountType[];

export const itemTypes = ['PARCEL', 'PET', 'BICYCLE', 'VEHICLE', 'VEHICLE_PART', 'PALLET', 'OTHER'] as const;
export type ItemType = (typeof itemTypes)[number];

export const deliveryTypes = ['PRIVATE', 'BUSINESS'] as const;
export type DeliveryType = (typeof deliveryTypes)[number];

/** Our lifecycle (the spec leaves statuses open): OPEN → AWARDED → IN_TRANSIT → DELIVERED, or CANCELLED / EXPIRED. */
export const transportStatuses = ['OPEN', 'AWARDED', 'IN_TRANSIT', 'DELIVERED', 'CANCELLED', 'EXPIRED'] as const;
export type TransportStatus = (typeof transportStatuses)[number];

export const bidStatuses = ['PENDING', 'ACCEPTED', 'DECLINED', 'WITHDRAWN'] as const;
export type BidStatus = (typeof bidStatuses)[number];

export const currencies = ['EUR', 'BAM', 'RSD', 'CHF'] as const;

/** A transporter's vehicle kinds (issue 10). Which item types each carries: src/lib/vehicle-fit.ts. */
export const vehicleTypes = [
  'VAN',
  'BOX_TRUCK',
  'CURTAIN_SIDER',
  'REFRIGERATED',
  'FLATBED',
  'CAR_CARRIER',
  'ANIMAL_TRANSPORT',
  'OTHER',
] as const;
export type VehicleType = (typeof vehicleTypes)[number];

/** AVAILABLE can take a job; ON_JOB follows the job (set on start transit, cleared on delivery). */
export const vehicleStatuses = ['AVAILABLE', 'ON_JOB', 'MAINTENANCE'] as const;
export type VehicleStatus = (typeof vehicleStatuses)[number];
export type Currency = (typeof currencies)[number];

export const limits = {
  passwordMin: 6,
  passwordMax: 32,
  nameMin: 3,
  addressMin: 5,
  titleMin: 5,
  itemDescriptionMin: 5,
  itemNumberMin: 1,
} as const;

export const loaderMaxWaitMs = 3000;
/**
 * Marks a form sent before its island hydrated: the app pages' script held the submit (inline-scripts.ts)
 * and the form sends it again once hydrated (use-typed-before-hydration.ts).
 */
export const submitAfterHydrationAttribute = 'data-submit-after-hydration';
/**
 * A form's property holding the radios chosen before its island hydrated, by name (inline-scripts.ts):
 * React's hydration sets a radio back to the state's choice, so the form reads them from here.
 */
export const chosenBeforeHydrationProperty = 'tovarChosenBeforeHydration';
/** The localStorage key of the chosen theme: plain `theme`, as the spec says. */
export const themeStorageKey = 'theme';
export const liveTrackingDefaultCount = 25000;
export const toastOptions = { durationMs: 4000, visible: 3, hotkey: ['altKey', 'KeyT'] } as const;
/** The version in package.json, read at build time: the one place it is written. */
export const appVersion: string = version;
