/**
 * A transport's auction-term columns from the wizard's request (issue 28): the moment bidding ends
 * (the chosen day's end on the customer's clocks, or the default day's) and each optional price with its currency,
 * a currency kept only beside an amount.
 */
import type { Currency } from '@/lib/constants';
import { biddingEndsAtFor } from '@/lib/auction-terms';

interface TermsInput {
  loadingDate: string;
  biddingEndsOn?: string | null;
  biddingTimeZone?: string | null;
  budgetAmount?: number | null;
  budgetCurrency?: Currency | null;
  bookNowAmount?: number | null;
  bookNowCurrency?: Currency | null;
}

export function auctionTermValues(input: TermsInput) {
  const budget = input.budgetAmount ?? null;
  const bookNow = input.bookNowAmount ?? null;
  return {
    biddingEndsAt: biddingEndsAtFor(input.biddingEndsOn, input.loadingDate, undefined, input.biddingTimeZone),
    budgetAmount: budget,
    budgetCurrency: budget === null ? null : (input.budgetCurrency ?? null),
    bookNowAmount: bookNow,
    bookNowCurrency: bookNow === null ? null : (input.bookNowCurrency ?? null),
  };
}
