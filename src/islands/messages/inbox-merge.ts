/** How a fresh first page of the inbox joins the threads held (pure: use-inbox.ts applies it). */
import type { InboxItem, InboxPage } from './types';

export interface InboxState {
  loaded: boolean;
  failed: boolean;
  items: InboxItem[];
  nextCursor: string | null;
  loadingMore: boolean;
}

export const emptyInbox: InboxState = { loaded: false, failed: false, items: [], nextCursor: null, loadingMore: false };

/**
 * A fresh first page in front of what is held: the threads it has move to the top, the older pages
 * already shown stay below it (and their cursor with them).
 */
export function withFirstPage(previous: InboxState, page: InboxPage): InboxState {
  const fresh = new Set(page.items.map((item) => item.id));
  const oldest = page.items.at(-1)?.lastAt.getTime() ?? 0;
  const beyond = previous.items.filter((item) => !fresh.has(item.id) && item.lastAt.getTime() < oldest);
  const keepsOlder = page.nextCursor !== null && beyond.length > 0;
  return {
    ...previous,
    loaded: true,
    failed: false,
    items: keepsOlder ? [...page.items, ...beyond] : page.items,
    nextCursor: keepsOlder ? previous.nextCursor : page.nextCursor,
  };
}
