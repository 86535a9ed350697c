/**
 * A review of the other side of a delivered transport, shared by the review form (zodResolver) and
 * reviews.create (.input()). Rules we set (the spec names only "rating 1–5, text"): a whole number
 * of stars, and a text of 10 to 1,000 characters, so a review says why.
 */
import * as z from 'zod/mini';
import { multiLineText } from './text';

export const reviewTextMin = 10;
export const reviewTextMax = 1000;
/** Days after delivery during which either side may review the other. */
export const reviewWindowDays = 30;
export const ratingValues = [5, 4, 3, 2, 1] as const;

const ratingSchema = z
  .number('reviews:ratingRequired')
  .check(z.int('reviews:ratingRequired'), z.gte(1, 'reviews:ratingRequired'), z.lte(5, 'reviews:ratingRequired'));

export const createReviewSchema = z.object({
  transportId: z.uuid('validation:invalidInput'),
  rating: ratingSchema,
  text: multiLineText({ min: reviewTextMin, max: reviewTextMax, tooShort: 'reviews:textTooShort', tooLong: 'reviews:textTooLong' }),
});
export type CreateReviewInput = z.infer<typeof createReviewSchema>;

/** The review form: the same rules without the transport, which the dialog knows. */
export const reviewFormSchema = z.omit(createReviewSchema, { transportId: true });
export type ReviewFormValues = z.infer<typeof reviewFormSchema>;

export const reviewTransportSchema = z.object({ transportId: z.uuid('validation:invalidInput') });
export type ReviewTransportInput = z.infer<typeof reviewTransportSchema>;
