import { useSyncExternalStore } from 'react';
import type { ReadableAtom } from 'nanostores';

/**
 * A store whose browser value the server cannot know (localStorage: the session, the theme) without
 * a hydration mismatch: while React hydrates the server's HTML it reads `serverValue`, the value the
 * server rendered with, and right after it re-renders with the store's own value.
 */
export function useStoreAfterHydration<T>(store: ReadableAtom<T>, serverValue: T): T {
  return useSyncExternalStore(
    (changed) => store.listen(changed),
    () => store.get(),
    () => serverValue,
  );
}

const subscribeToNothing = () => () => {};

/** What only the browser knows and does not change (`read` must return the same value each call): `serverValue` while hydrating. */
export function useBrowserValue<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(subscribeToNothing, read, () => serverValue);
}

/** False on the server and while hydrating, true from the render after. */
export function useHydrated(): boolean {
  return useBrowserValue(() => true, false);
}
