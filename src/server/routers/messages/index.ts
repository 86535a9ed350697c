import {
  answerOfferSchema,
  counterOfferSchema,
  inboxSchema,
  markThreadReadSchema,
  openThreadSchema,
  publicAnswersSchema,
  reportMessageSchema,
  sendMessageSchema,
  threadPageSchema,
} from '@/lib/schemas/message';
import { authedProcedure, createTRPCRouter } from '../../trpc';
import { answerOfferHandler } from './answerOffer.handler';
import { inboxHandler } from './inbox.handler';
import { markReadHandler } from './markRead.handler';
import { offerHandler } from './offer.handler';
import { openHandler } from './open.handler';
import { publicAnswersHandler } from './publicAnswers.handler';
import { reportHandler } from './report.handler';
import { sendHandler } from './send.handler';
import { threadHandler } from './thread.handler';
import { unreadHandler } from './unread.handler';

/**
 * Messages between a load's customer and a transport company (issue 27). Every procedure checks that
 * the caller is a side of the thread; anyone else gets NOT_FOUND. Live changes ride on the tab's one
 * stream (notifications.stream), which carries the unread total.
 */
export const messagesRouter = createTRPCRouter({
  inbox: authedProcedure.input(inboxSchema).query(inboxHandler),
  unread: authedProcedure.query(unreadHandler),
  thread: authedProcedure.input(threadPageSchema).query(threadHandler),
  open: authedProcedure.input(openThreadSchema).mutation(openHandler),
  send: authedProcedure.input(sendMessageSchema).mutation(sendHandler),
  markRead: authedProcedure.input(markThreadReadSchema).mutation(markReadHandler),
  offer: authedProcedure.input(counterOfferSchema).mutation(offerHandler),
  answerOffer: authedProcedure.input(answerOfferSchema).mutation(answerOfferHandler),
  report: authedProcedure.input(reportMessageSchema).mutation(reportHandler),
  publicAnswers: authedProcedure.input(publicAnswersSchema).query(publicAnswersHandler),
});
