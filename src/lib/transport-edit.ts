/**
 * What a customer may change in an OPEN transport (issue 28): everything before the first bid;
 * once transporters have bid, only what does not change the job they priced: the description, the
 * bidding deadline (only later: transports.update checks it) and the budget. The wizard disables
 * the rest and the server refuses it, both from this list.
 */
import type { CreateTransportInput, ItemInput } from '@/lib/schemas/transport';

export type TransportFields = Omit<CreateTransportInput, 'acceptTerms'>;

export const freeAfterBids = [
  'description',
  'biddingEndsOn',
  // Whose clocks the bidding day ends on: the editor's browser, not a change of the job.
  'biddingTimeZone',
  'budgetAmount',
  'budgetCurrency',
] as const satisfies readonly (keyof TransportFields)[];

const itemKey = (item: ItemInput) =>
  JSON.stringify([item.description, item.type, item.quantity, item.weightKg, item.widthCm, item.heightCm, item.lengthCm]);

function sameValue(before: unknown, after: unknown): boolean {
  if (Array.isArray(before) && Array.isArray(after)) {
    return (
      before.length === after.length && before.every((item, index) => itemKey(item as ItemInput) === itemKey(after[index] as ItemInput))
    );
  }
  return (before ?? null) === (after ?? null);
}

/** The fields `after` changes that bids lock, in the request's order; empty when only free ones changed. */
export function lockedChanges(before: TransportFields, after: TransportFields): (keyof TransportFields)[] {
  const free: readonly string[] = freeAfterBids;
  return (Object.keys(after) as (keyof TransportFields)[]).filter((key) => !free.includes(key) && !sameValue(before[key], after[key]));
}
