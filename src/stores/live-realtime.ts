/**
 * Whether the live map follows realtime updates, remembered per user on this browser (issue 29):
 * opening the map from the sidebar follows live unless that user turned it off. A `?realtime=` link
 * is a choice too, and is remembered.
 */
import { persistentAtom } from '@nanostores/persistent';

function decodeChoices(raw: string): Record<string, boolean> {
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' ? (value as Record<string, boolean>) : {};
  } catch {
    return {};
  }
}

/** User id → realtime on. */
export const $liveRealtime = persistentAtom<Record<string, boolean>>('liveRealtime', {}, { encode: JSON.stringify, decode: decodeChoices });

/** The user's realtime choice: the link's when it says, else the remembered one, else on. */
export function realtimeFor(userId: string | undefined, fromLink: boolean | undefined): boolean {
  if (fromLink !== undefined) {
    if (userId) $liveRealtime.set({ ...$liveRealtime.get(), [userId]: fromLink });
    return fromLink;
  }
  return (userId ? $liveRealtime.get()[userId] : undefined) ?? true;
}
