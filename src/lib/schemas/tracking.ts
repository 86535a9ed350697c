/** Following a load (issue 11): the customer's view, share links for the recipient, the transporter's pause. */
import * as z from 'zod/mini';
import { singleLineText } from './text';

export const followTransportSchema = z.object({ transportId: z.uuid('validation:invalidInput') });

/** A share link's own name ("for the warehouse"): optional, short enough for the list's line. */
export const shareLabelMaxLength = 60;

/**
 * A share link, optionally named and ending at a chosen moment (its live view ends at delivery, after
 * which it says when the load was delivered). One for the consignee also shows the delivery code.
 */
export const createShareSchema = z.object({
  transportId: z.uuid('validation:invalidInput'),
  label: z.optional(singleLineText({ max: shareLabelMaxLength, tooLong: 'tracking:share.labelTooLong' })),
  showsDeliveryCode: z.optional(z.boolean()),
  expiresAt: z.optional(
    z.nullable(z.date('validation:invalidInput').check(z.refine((date) => date.getTime() > Date.now(), 'tracking:share.expiryPast'))),
  ),
});

export const shareIdSchema = z.object({ id: z.uuid('validation:invalidInput') });

/** Any string: a malformed token answers the same NOT_FOUND as an unknown one. */
export const sharedTrackingSchema = z.object({ token: z.string().check(z.maxLength(200)) });

export const setSharingPausedSchema = z.object({ vehicleId: z.uuid('validation:invalidInput'), paused: z.boolean() });

export type FollowTransportInput = z.infer<typeof followTransportSchema>;
export type CreateShareInput = z.infer<typeof createShareSchema>;
export type ShareIdInput = z.infer<typeof shareIdSchema>;
export type SharedTrackingInput = z.infer<typeof sharedTrackingSchema>;
export type SetSharingPausedInput = z.infer<typeof setSharingPausedSchema>;
