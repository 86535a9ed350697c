import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@/server/root';

type Outputs = inferRouterOutputs<AppRouter>['messages'];
export type InboxPage = Outputs['inbox'];
export type InboxItem = InboxPage['items'][number];
export type ThreadPage = Outputs['thread'];
export type ThreadHead = ThreadPage['head'];
export type Message = ThreadPage['messages'][number];

/** What the thread view does for a message's buttons. */
export interface MessageHandlers {
  report: (message: Message) => void;
  answerPublicly: (message: Message) => void;
  /** Something changed on the server (an offer answered): read what is new. */
  changed: () => void;
}
