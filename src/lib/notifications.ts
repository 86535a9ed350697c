/**
 * What Tovar tells people (issue 26): each kind of notification, the category a person switches on
 * or off per channel in Settings, and the ones that cannot be switched off. Shared by the server
 * (what to write and send) and the islands (the bell's texts, the preferences' table).
 */
export const notificationKinds = [
  // Customer
  'bidNew',
  'bidChanged',
  'bidWithdrawn',
  'bookedNow',
  'inTransit',
  'delivered',
  'offerExpiring',
  'reviewBids',
  'auctionEndedNoBids',
  'trackerQuiet',
  // Transporter
  'outbid',
  'bidWon',
  'bidDeclined',
  'auctionCancelled',
  'transportEdited',
  'hiddenDamage',
  'loadMatched',
  'ownOfferExpiring',
  'pickupTomorrow',
  // Both
  'messageNew',
  'reviewToLeave',
  'reviewReceived',
  'passwordChanged',
  'newSignIn',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

export const notificationCategories = [
  'messages',
  'bids',
  'outcomes',
  'won',
  'auctions',
  'matches',
  'transit',
  'reviews',
  'security',
] as const;
export type NotificationCategory = (typeof notificationCategories)[number];

export const categoryOf: Record<NotificationKind, NotificationCategory> = {
  bidNew: 'bids',
  bidChanged: 'bids',
  bidWithdrawn: 'bids',
  bookedNow: 'bids',
  inTransit: 'transit',
  delivered: 'transit',
  offerExpiring: 'bids',
  reviewBids: 'bids',
  auctionEndedNoBids: 'bids',
  trackerQuiet: 'transit',
  ownOfferExpiring: 'outcomes',
  pickupTomorrow: 'transit',
  outbid: 'outcomes',
  bidWon: 'won',
  bidDeclined: 'outcomes',
  auctionCancelled: 'auctions',
  transportEdited: 'auctions',
  hiddenDamage: 'transit',
  loadMatched: 'matches',
  messageNew: 'messages',
  reviewToLeave: 'reviews',
  reviewReceived: 'reviews',
  passwordChanged: 'security',
  newSignIn: 'security',
};

export const notificationChannels = ['mail', 'push'] as const;
export type NotificationChannel = (typeof notificationChannels)[number];

/** Security notices and "your bid was accepted" always go out, on every channel the person has. */
export const lockedCategories: readonly NotificationCategory[] = ['security', 'won'];

/** Which categories concern which side; the settings show only a person's own. */
export const customerCategories: readonly NotificationCategory[] = ['messages', 'bids', 'transit', 'reviews', 'security'];
export const transporterCategories: readonly NotificationCategory[] = [
  'messages',
  'outcomes',
  'won',
  'auctions',
  'matches',
  'transit',
  'reviews',
  'security',
];

/** On unless switched off; push is off until the person turns it on for a device. */
export function defaultEnabled(category: NotificationCategory, channel: NotificationChannel): boolean {
  if (channel === 'push') return true;
  return category !== 'reviews';
}

/** How a saved search alerts its company: at once (mail and push too), in a daily digest at 07:00 (the bell at once), or not at all. */
export const savedSearchAlerts = ['instant', 'daily', 'off'] as const;
export type SavedSearchAlerts = (typeof savedSearchAlerts)[number];
/** The digest's hour, in the person's time zone (minutes after midnight). */
export const digestMinute = 7 * 60;

/** Quiet hours by default: 22:00–07:00 in the person's time zone, in minutes after midnight. */
export const defaultQuietHours = { enabled: true, from: 22 * 60, to: 7 * 60 } as const;
/** A page of the notifications list, and the most kept per person. */
export const notificationPageSize = 20;
export const notificationsKeptPerUser = 1_000;

/** An amount a notification names, kept with its currency, so that each reader sees it in their own language's format. */
export const noticePrice = (amount: number, currency: string) => ({ amount, currency });

/**
 * A notice's params as its text reads them (a notification's, or a message thread's note, which keeps
 * its params as text): an amount with its currency in the reader's money format ("380,00 €",
 * "€380.00"). Notices written before kept the amount as text, without a currency ("380 EUR").
 */
export function noticeTextParams(
  params: Record<string, string | number>,
  money: (amount: number, currency: string) => string,
): Record<string, string | number> {
  const { amount, currency } = params;
  return amount !== undefined && typeof currency === 'string' ? { ...params, amount: money(Number(amount), currency) } : params;
}
