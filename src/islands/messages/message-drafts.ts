/**
 * What was typed into a thread's composer and not sent, per thread, for the tab: switching to another
 * conversation and back, or reloading, finds it again. Sending clears it.
 */
import { sessionItem } from '@/client/session-storage';

const drafts = sessionItem<Record<string, string>>('tovar-message-drafts', (stored) =>
  stored && typeof stored === 'object' && Object.values(stored).every((text) => typeof text === 'string')
    ? (stored as Record<string, string>)
    : null,
);

export function draftOf(threadId: string): string {
  return drafts.read()?.[threadId] ?? '';
}

export function keepDraft(threadId: string, text: string): void {
  const all = drafts.read() ?? {};
  if ((all[threadId] ?? '') === text) return;
  if (text) all[threadId] = text;
  else delete all[threadId];
  drafts.write(all);
}
