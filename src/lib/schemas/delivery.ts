/**
 * Proof of delivery (issue 28): what the transporter's app sends when it marks a job delivered. With
 * the receiver present: their name and the customer's 6-digit code; "receiver absent": no code, at
 * least one photo (the server also wants the tracker near the address). Photos are uploaded first
 * (POST /api/uploads/delivery?transport=<id>) and named here by key.
 */
import * as z from 'zod/mini';
import { multiLineText, singleLineText } from './text';

export const reservationKinds = ['damaged', 'missingItems', 'wet', 'late', 'other'] as const;
export type ReservationKind = (typeof reservationKinds)[number];

export const deliveryRules = {
  photosMax: 5,
  /** Wrong codes one transport may take in `lockMinutes` before every try is refused. */
  codeTries: 5,
  lockMinutes: 15,
  /** "Receiver absent" only with the vehicle's last position this close to the delivery address. */
  absentRadiusM: 500,
  /** CMR art. 30: hidden damage reported in writing within 7 days of delivery. */
  damageDays: 7,
  nameMax: 120,
  textMax: 1000,
} as const;

const photoKeys = z._default(
  z.array(z.string().check(z.maxLength(200))).check(z.maxLength(deliveryRules.photosMax, 'deliveries:tooManyPhotos')),
  [],
);

export const markDeliveredSchema = z
  .object({
    id: z.uuid('validation:invalidInput'),
    receiverAbsent: z._default(z.boolean(), false),
    receiverName: z.optional(singleLineText({ max: deliveryRules.nameMax, tooLong: 'deliveries:tooLong' })),
    // Shown spaced ("5 7 1 4 0 5"), so typed or pasted with spaces too: they go.
    code: z.optional(
      z.string().check(
        z.overwrite((code) => code.replace(/\s/g, '')),
        z.regex(/^\d{6}$/, 'deliveries:codeFormat'),
      ),
    ),
    reservations: z._default(z.array(z.enum(reservationKinds)).check(z.maxLength(reservationKinds.length)), []),
    reservationText: z.optional(multiLineText({ max: deliveryRules.textMax, tooLong: 'deliveries:tooLong' })),
    photoKeys,
  })
  .check(
    z.refine((value) => value.receiverAbsent || !!value.receiverName, { message: 'deliveries:receiverRequired', path: ['receiverName'] }),
    z.refine((value) => value.receiverAbsent || !!value.code, { message: 'deliveries:codeRequired', path: ['code'] }),
    z.refine((value) => !value.receiverAbsent || value.photoKeys.length > 0, {
      message: 'deliveries:absentNeedsPhoto',
      path: ['photoKeys'],
    }),
    z.refine((value) => !value.reservations.includes('other') || !!value.reservationText, {
      message: 'deliveries:otherNeedsText',
      path: ['reservationText'],
    }),
  );
export type MarkDeliveredInput = z.infer<typeof markDeliveredSchema>;

export const damageReportSchema = z.object({
  id: z.uuid('validation:invalidInput'),
  text: multiLineText({ min: 1, max: deliveryRules.textMax, tooShort: 'deliveries:damageTextRequired', tooLong: 'deliveries:tooLong' }),
  photoKeys,
});
export type DamageReportInput = z.infer<typeof damageReportSchema>;
