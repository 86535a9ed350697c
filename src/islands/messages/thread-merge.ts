/** How a page of a thread joins the messages held (pure: use-thread.ts applies it). */
import type { Message, ThreadHead, ThreadPage } from './types';

export interface HeldThread {
  head: ThreadHead;
  messages: Message[];
  /** The id to read older messages before; null when the first message is held. */
  olderCursor: number | null;
}

const byId = (a: Message, b: Message) => a.id - b.id;

/** Newer messages (live, `after`) are appended; a reset or a first page replaces everything. */
export function withNewer(held: HeldThread | null, page: ThreadPage): HeldThread {
  if (!held || page.reset) return { head: page.head, messages: page.messages, olderCursor: page.olderCursor };
  return { head: page.head, messages: joined(held.messages, page.messages), olderCursor: held.olderCursor };
}

/** Older messages (`before`) go in front. */
export function withOlder(held: HeldThread, page: ThreadPage): HeldThread {
  return { head: page.head, messages: joined(page.messages, held.messages), olderCursor: page.olderCursor };
}

/** Both lists' messages, each once (a later copy wins: its offer state is newer), oldest first. */
export function joined(first: readonly Message[], second: readonly Message[]): Message[] {
  const all = new Map<number, Message>();
  for (const message of [...first, ...second]) all.set(message.id, message);
  return [...all.values()].sort(byId);
}
