/** Each notification is switched off under the category that names it (the settings' rows, a mail's "stop emails of this kind"). */
import { describe, expect, it } from 'vitest';
import { categoryOf, customerCategories, transporterCategories, type NotificationKind } from '@/lib/notifications';

const customerKinds: NotificationKind[] = ['bidNew', 'bidChanged', 'bidWithdrawn', 'offerExpiring', 'inTransit', 'delivered'];
const transporterKinds: NotificationKind[] = [
  'outbid',
  'bidDeclined',
  'ownOfferExpiring',
  'auctionCancelled',
  'loadMatched',
  'pickupTomorrow',
];

describe('notification categories', () => {
  it('a side is told only under categories its settings show', () => {
    for (const kind of customerKinds) expect(customerCategories, kind).toContain(categoryOf[kind]);
    for (const kind of transporterKinds) expect(transporterCategories, kind).toContain(categoryOf[kind]);
  });

  it('what befalls the company’s own bid (outbid, declined, about to expire) is one category, apart from the auction’s changes', () => {
    expect(categoryOf.ownOfferExpiring).toBe(categoryOf.outbid);
    expect(categoryOf.bidDeclined).toBe(categoryOf.outbid);
    expect(categoryOf.ownOfferExpiring).not.toBe(categoryOf.auctionCancelled);
  });
});
