/** Field rules that the account and transport forms share. */
import * as z from 'zod/mini';

/**
 * A value the request requires but a form holds empty (null or undefined) until the person fills it
 * in: the input type admits empty, the output does not, and an empty value gets the schema's own message.
 */
export function fillable<T>(schema: z.ZodMiniType<T, T>) {
  return z.pipe(z.nullish(schema), schema);
}

/** The terms box: unticked in the form, and only a tick is accepted. */
export const acceptTermsSchema = z.pipe(z.boolean('validation:termsRequired'), z.literal(true, 'validation:termsRequired'));
