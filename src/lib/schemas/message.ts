/** Inputs of the messages procedures (issue 27), parsed by the server and used by the composer and the offer form. */
import * as z from 'zod/mini';
import { messageMaxLength, reportNoteMax, reportReasons } from '@/lib/messages';
import { amountSchema } from './bid';
import { multiLineText } from './text';

const threadId = z.uuid('validation:invalidInput');
/** Messages are numbered in the order they were written (a bigint identity, within JavaScript's safe integers). */
const messageId = z.int('validation:invalidInput').check(z.positive('validation:invalidInput'));

export const inboxSchema = z.object({ cursor: z.optional(z.string().check(z.maxLength(200))) });
export type InboxInput = z.infer<typeof inboxSchema>;

/** A page of a thread: the newest, the older ones `before` a message, or the newer ones `after` it (live). */
export const threadPageSchema = z.object({ threadId, before: z.optional(messageId), after: z.optional(messageId) });
export type ThreadPageInput = z.infer<typeof threadPageSchema>;

/** The caller's thread on a load: a transporter's own company's, or the customer's with `companyId` (a bidder's). */
export const openThreadSchema = z.object({
  transportId: z.uuid('validation:invalidInput'),
  companyId: z.optional(z.uuid('validation:invalidInput')),
});
export type OpenThreadInput = z.infer<typeof openThreadSchema>;

export const messageBodySchema = multiLineText({
  min: 1,
  max: messageMaxLength,
  tooShort: 'messages:bodyRequired',
  tooLong: 'messages:bodyTooLong',
});

/** A text; `publicQuestionId` (the customer only) answers that question for every transporter on the load. */
export const sendMessageSchema = z.object({ threadId, body: messageBodySchema, publicQuestionId: z.optional(messageId) });
export type SendMessageInput = z.infer<typeof sendMessageSchema>;

/** The composer's form: the text alone. */
export const composerSchema = z.object({ body: messageBodySchema });
export type ComposerValues = z.infer<typeof composerSchema>;

export const markThreadReadSchema = z.object({ threadId, upTo: messageId });
export type MarkThreadReadInput = z.infer<typeof markThreadReadSchema>;

/** The customer's counter-offer to the thread's bidder, in the bid's currency, standing until `validUntil` (default 24 h, capped at the loading day). */
export const counterOfferSchema = z.object({
  threadId,
  amount: amountSchema,
  validUntil: z.optional(
    z.date('messages:offerUntilRequired').check(z.refine((date) => date.getTime() > Date.now(), 'messages:offerUntilPast')),
  ),
});
export type CounterOfferInput = z.infer<typeof counterOfferSchema>;

export const answerOfferSchema = z.object({ messageId, accept: z.boolean() });
export type AnswerOfferInput = z.infer<typeof answerOfferSchema>;

export const reportMessageSchema = z.object({
  messageId,
  reason: z.enum(reportReasons, 'messages:reportReasonRequired'),
  note: z.optional(multiLineText({ max: reportNoteMax, tooLong: 'validation:textTooLong' })),
});
export type ReportMessageInput = z.infer<typeof reportMessageSchema>;

export const publicAnswersSchema = z.object({ transportId: z.uuid('validation:invalidInput') });
export type PublicAnswersInput = z.infer<typeof publicAnswersSchema>;
