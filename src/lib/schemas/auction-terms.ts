/**
 * The auction's terms on the wizard's summary step and in transports.create: the last day bids are
 * taken (none: the default of src/lib/auction-terms.ts), an optional budget and an optional
 * book-now price, each in a currency and within the bids' maxima, the book-now price not above the budget.
 */
import * as z from 'zod/mini';
import { isCalendarDay, utcToday } from '@/lib/calendar-day';
import { currencies, type Currency } from '@/lib/constants';
import { isKnownTimeZone } from '@/lib/time-zones';
import { amountSchema, maxBidAmount } from './bid';

export const auctionTermsShape = {
  biddingEndsOn: z.nullish(z.string().check(z.refine(isCalendarDay, 'validation:dateRequired'))),
  /** The customer's IANA time zone (her browser's): the bidding day ends on her clocks (src/lib/auction-terms.ts). */
  biddingTimeZone: z.nullish(z.string().check(z.maxLength(64), z.refine(isKnownTimeZone, 'validation:timeZoneInvalid'))),
  budgetAmount: z.nullish(amountSchema),
  budgetCurrency: z.nullish(z.enum(currencies, 'bids:currencyRequired')),
  bookNowAmount: z.nullish(amountSchema),
  bookNowCurrency: z.nullish(z.enum(currencies, 'bids:currencyRequired')),
};

type Terms = {
  loadingDate?: string;
  biddingEndsOn?: string | null;
  budgetAmount?: number | null;
  budgetCurrency?: Currency | null;
  bookNowAmount?: number | null;
  bookNowCurrency?: Currency | null;
};

/** A price needs its currency and stays within the bids' maximum in it. */
const priceChecks = (amount: 'budgetAmount' | 'bookNowAmount', currency: 'budgetCurrency' | 'bookNowCurrency') => [
  z.refine<Terms>((terms) => terms[amount] == null || terms[currency] != null, { message: 'bids:currencyRequired', path: [currency] }),
  z.refine<Terms>((terms) => terms[amount] == null || !terms[currency] || (terms[amount] ?? 0) <= maxBidAmount[terms[currency]], {
    message: 'bids:amountTooLarge',
    path: [amount],
  }),
];

/** The object-level rules, for any schema holding the terms and the loading day ('YYYY-MM-DD' compare as dates). */
export const auctionTermsChecks = [
  z.refine<Terms>((terms) => !terms.biddingEndsOn || terms.biddingEndsOn >= utcToday(), {
    message: 'wizard:auction.deadlinePast',
    path: ['biddingEndsOn'],
  }),
  z.refine<Terms>((terms) => !terms.biddingEndsOn || !terms.loadingDate || terms.biddingEndsOn <= terms.loadingDate, {
    message: 'wizard:auction.deadlineAfterLoading',
    path: ['biddingEndsOn'],
  }),
  ...priceChecks('budgetAmount', 'budgetCurrency'),
  ...priceChecks('bookNowAmount', 'bookNowCurrency'),
  // Transporters read the budget as "up to": taking the job at once may not cost more (in another currency, not compared).
  z.refine<Terms>(
    (terms) =>
      terms.budgetAmount == null ||
      terms.bookNowAmount == null ||
      terms.budgetCurrency !== terms.bookNowCurrency ||
      terms.bookNowAmount <= terms.budgetAmount,
    { message: 'wizard:auction.bookNowOverBudget', path: ['bookNowAmount'] },
  ),
];
