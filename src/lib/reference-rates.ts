/**
 * The reference rates Tovar compares prices with (issue 28, the price band): EUR per unit of each
 * currency a bid may use, fixed in the repository with their date and source so a band is
 * reproducible and its page can say which rates it used. Not a live feed: the band is an order of
 * magnitude, and a rate a few months old moves it by far less than the spread between bids.
 * - BAM: pegged by the currency board at 1.95583 BAM per EUR (Central Bank of Bosnia and Herzegovina).
 * - CHF: the ECB's euro reference rate of 31 December 2024, 0.9412 CHF per EUR.
 * - RSD: the National Bank of Serbia's official middle rate of 31 December 2024, about 117.0 RSD per
 *   EUR (stated to one decimal; the dinar moved within ±0.1 of it all that year).
 * Update the values and `referenceRatesDate` together.
 */
import type { Currency } from './constants';

export const referenceRatesDate = '2024-12-31';
export const referenceRatesSource = 'ECB (CHF), NBS (RSD), CBBH peg (BAM)';

/** Units of each currency per 1 EUR, as the sources publish them. */
const unitsPerEuro: Record<Currency, number> = {
  EUR: 1,
  BAM: 1.95583,
  CHF: 0.9412,
  RSD: 117.0,
};

/** An amount in `currency` in EUR. */
export function toEur(amount: number, currency: Currency): number {
  return amount / unitsPerEuro[currency];
}

/** An amount in EUR in `currency`. */
export function fromEur(amountEur: number, currency: Currency): number {
  return amountEur * unitsPerEuro[currency];
}

/** An amount from one currency to another through EUR. */
export function convert(amount: number, from: Currency, to: Currency): number {
  return from === to ? amount : fromEur(toEur(amount, from), to);
}
