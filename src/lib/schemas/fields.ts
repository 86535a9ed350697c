/** Field rules that the account and transport forms share. */
import { z } from 'zod';

/**
 * A value the request requires but a form holds empty (null or undefined) until the person fills it
 * in: the input type admits empty, the output does not, and an empty value gets the schema's own message.
 */
export function fillable<T>(schema: z.ZodType<T, T>) {
  return schema.nullish().pipe(schema);
}

/** The terms box: unticked in the form, and only a tick is accepted. */
export const acceptTermsSchema = z.boolean('validation:termsRequired').pipe(z.literal(true, 'validation:termsRequired'));
