/**
 * The wizard's form values and its three steps. The form holds what a person can leave half done
 * (empty numbers, no date yet); each step's zod schema turns that into a valid part of the request.
 */
import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { DeliveryType, ItemType } from '@/lib/constants';
import { itemsSchema, locationsSchema, summarySchema } from '@/lib/schemas/transport';

export interface ItemDraft {
  description: string;
  type: ItemType | undefined;
  quantity: number | undefined;
  weightKg: number | undefined;
  widthCm: number | undefined;
  heightCm: number | undefined;
  lengthCm: number | undefined;
}

export interface WizardValues {
  loadingAddress: string;
  loadingCountry: string | null;
  loadingLat: number | null;
  loadingLon: number | null;
  loadingDate: string | null;
  loadingFlexible: boolean;
  deliveryAddress: string;
  deliveryCountry: string | null;
  deliveryLat: number | null;
  deliveryLon: number | null;
  deliveryDate: string | null;
  deliveryFlexible: boolean;
  items: ItemDraft[];
  title: string;
  deliveryType: DeliveryType | undefined;
  description: string;
  acceptTerms: boolean;
}

/** The two ends of a transport share their field names but the prefix. */
export type End = 'loading' | 'delivery';

export const emptyItem = (): ItemDraft => ({
  description: '',
  type: undefined,
  quantity: undefined,
  weightKg: undefined,
  widthCm: undefined,
  heightCm: undefined,
  lengthCm: undefined,
});

export const emptyValues = (): WizardValues => ({
  loadingAddress: '',
  loadingCountry: null,
  loadingLat: null,
  loadingLon: null,
  loadingDate: null,
  loadingFlexible: false,
  deliveryAddress: '',
  deliveryCountry: null,
  deliveryLat: null,
  deliveryLon: null,
  deliveryDate: null,
  deliveryFlexible: false,
  items: [emptyItem()],
  title: '',
  deliveryType: undefined,
  description: '',
  acceptTerms: false,
});

export const steps = ['locations', 'items', 'summary'] as const;
export type Step = 0 | 1 | 2;
export const lastStep: Step = 2;

/** Which step owns a field, so an error found at the end sends the person back to it. */
export function stepOfField(name: string): Step {
  if (name.startsWith('loading') || (name.startsWith('delivery') && name !== 'deliveryType')) return 0;
  if (name.startsWith('items')) return 1;
  return 2;
}

// The schemas' outputs are narrower than the drafts they read, so each resolver is typed for the draft.
const stepResolvers = [locationsSchema, itemsSchema, summarySchema].map(
  (schema) => zodResolver(schema) as unknown as Resolver<WizardValues>,
);

/** One form, validated by the current step's schema only. */
export function resolverFor(currentStep: () => Step): Resolver<WizardValues> {
  return (values, context, options) => {
    const resolve = stepResolvers[currentStep()];
    if (!resolve) throw new Error(`no resolver for step ${currentStep()}`);
    return resolve(values, context, options);
  };
}
