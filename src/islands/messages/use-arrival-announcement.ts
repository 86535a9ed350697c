import { useState } from 'react';
import type { Message } from './types';

/**
 * The other side's message that arrived last while the thread was open (not the ones there when it
 * opened, nor older ones loaded above), for a polite live region to read out; null before any.
 */
export function useArrivalAnnouncement(messages: readonly Message[]): Message | null {
  const last = messages.at(-1) ?? null;
  const [lastSeen, setLastSeen] = useState<number | null>(last?.id ?? null);
  const [arrived, setArrived] = useState<Message | null>(null);
  if (last && last.id !== lastSeen) {
    setLastSeen(last.id);
    if (lastSeen !== null && last.id > lastSeen && !last.mine && last.kind !== 'system') setArrived(last);
  }
  return arrived;
}
