/**
 * Messages between a customer and a transport company (issue 27): one thread per load and company,
 * its kinds of messages, and the limits both the composer (a comfort check) and the server (the
 * truth) apply. The contact-masking rule lives beside it, in contact-mask.ts.
 */

/** The most characters one message may carry. */
export const messageMaxLength = 2000;
/** Messages read per page of a thread, newest first; threads per page of the inbox. */
export const messagePageSize = 30;
export const threadPageSize = 20;

/** A text, a customer's counter-offer, a photo or PDF, or what Tovar itself says in the thread. */
export const messageKinds = ['text', 'offer', 'file', 'system'] as const;
export type MessageKind = (typeof messageKinds)[number];

/**
 * Where a counter-offer stands: open until the transporter answers, the customer makes a newer one
 * (replaced), the bid stops standing on an open load (closed: the award, a cancellation, the load
 * removed, the bid withdrawn) or its time runs out (read as expired: `offerStateAt`).
 */
export const offerStates = ['open', 'accepted', 'declined', 'replaced', 'closed'] as const;
export type OfferState = (typeof offerStates)[number] | 'expired';

export function offerStateAt(state: (typeof offerStates)[number], validUntil: Date, now = new Date()): OfferState {
  return state === 'open' && validUntil.getTime() <= now.getTime() ? 'expired' : state;
}

/** How long a counter-offer stands unless the customer picks otherwise (never past the loading day). */
export const offerDefaultHours = 24;

/**
 * What Tovar writes into a thread: the award (with both sides' contacts), the load awarded to another
 * company, the load removed, and a counter-offer accepted or declined by the transporter.
 */
export const systemEvents = ['awarded', 'awardedToOther', 'transportRemoved', 'offerAccepted', 'offerDeclined'] as const;
export type SystemEvent = (typeof systemEvents)[number];

/** Why a message is reported to an operator. */
export const reportReasons = ['spam', 'contactDetails', 'abuse', 'fraud', 'other'] as const;
export type ReportReason = (typeof reportReasons)[number];
export const reportNoteMax = 500;

/** A removed load's threads stay readable, read-only, this long; then they go. */
export const closedThreadDays = 30;
/** A message still unread this long is mailed, once per thread until it is read. */
export const messageMailAfterMinutes = 60;

/** The two sides of a thread, as the caller sees it. */
export type ThreadSide = 'customer' | 'company';
