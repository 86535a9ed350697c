/**
 * The wizard's form values and its three steps. The fields hold the request as its schema reads it
 * (`z.input`: a number not typed yet, no date picked, the terms unticked); each step's schema turns
 * its part into a valid piece of the request, and the last step parses the whole.
 */
import type { FieldValues, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type * as z from 'zod/mini';
import { itemsSchema, locationsSchema, summarySchema, type createTransportSchema, type itemSchema } from '@/lib/schemas/transport';

export type WizardValues = z.input<typeof createTransportSchema>;
/** The request the wizard sends. */
export type WizardRequest = z.output<typeof createTransportSchema>;
/** What one step's schema gives back: its part of the request. */
export type StepOutput = Partial<WizardRequest>;
export type ItemDraft = z.input<typeof itemSchema>;

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
  biddingEndsOn: null,
  budgetAmount: null,
  budgetCurrency: 'EUR',
  bookNowAmount: null,
  bookNowCurrency: 'EUR',
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

/**
 * A step's resolver over the whole form: its schema reads its own fields and lets the others pass.
 * react-hook-form cannot type "a resolver of some of these fields", hence the cast; what the step
 * gives back is still checked to be a part of the request.
 */
function partResolver<I extends FieldValues, O extends StepOutput>(
  schema: z.ZodMiniType<O, I>,
): Resolver<WizardValues, unknown, StepOutput> {
  return zodResolver(schema) as unknown as Resolver<WizardValues, unknown, O>;
}

const stepResolvers = [partResolver(locationsSchema), partResolver(itemsSchema), partResolver(summarySchema)] as const;

/** One form, validated by the schema of the step react-hook-form passes as its context. */
export const stepResolver: Resolver<WizardValues, Step, StepOutput> = (values, step = 0, options) =>
  stepResolvers[step](values, undefined, options);
