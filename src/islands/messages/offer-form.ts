/** The price proposal's form (pure): counterOfferSchema with an empty amount at first and a choice of how long it stands. */
import * as z from 'zod/mini';
import { endOfDayUtc } from '@/lib/schemas/bid';
import { fillable } from '@/lib/schemas/fields';
import { counterOfferSchema, type CounterOfferInput } from '@/lib/schemas/message';

/** 24 hours (the server's default), the end of the loading day, or a moment the customer picks. */
export const offerDurations = ['24h', 'loadingDay', 'custom'] as const;
export type OfferDuration = (typeof offerDurations)[number];

export const offerFormSchema = z
  .extend(counterOfferSchema, { amount: fillable(counterOfferSchema.shape.amount), duration: z.enum(offerDurations) })
  .check(
    z.refine((values) => values.duration !== 'custom' || values.validUntil !== undefined, {
      message: 'messages:offerUntilRequired',
      path: ['validUntil'],
    }),
  );
export type OfferFormValues = z.output<typeof offerFormSchema>;

/** What messages.offer receives: no moment for 24 hours, the loading day's end (UTC), or the one picked. */
export function offerInput({ threadId, amount, duration, validUntil }: OfferFormValues, loadingDate: string | null): CounterOfferInput {
  if (duration === 'loadingDay' && loadingDate) return { threadId, amount, validUntil: endOfDayUtc(loadingDate) };
  return { threadId, amount, validUntil: duration === 'custom' ? validUntil : undefined };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A moment as a datetime-local input shows it, in the browser's time zone: '2026-03-14T09:30'. */
export function localInputValue(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
