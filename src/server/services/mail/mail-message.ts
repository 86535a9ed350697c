/**
 * What a mail is, apart from how it is sent: the action's message (sendMail), the queue's row
 * (mail-queue.ts), the transport's envelope (mail-transport.ts) and the outbox's file (outbox.ts).
 * Its own module so that none of them imports another for a type.
 */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (a notification's List-Unsubscribe); the outbox keeps them too. */
  headers?: Record<string, string> | undefined;
}
export interface StoredMail extends Mail {
  id: string;
  from: string;
  createdAt: string;
}
