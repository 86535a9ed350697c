/**
 * What a tab keeps for itself across a reload: one JSON value under one sessionStorage key, gone when
 * the tab closes. Storage that is full, disabled or holds something foreign reads as nothing and
 * never throws; the app works without it, only without surviving the reload.
 */
export interface SessionItem<T> {
  read(): T | null;
  write(value: T): void;
  clear(): void;
  /** Read once: the value, which is removed. */
  take(): T | null;
}

/** `decode` turns what was stored into a value, or null when it is not one (damaged, an older shape). */
export function sessionItem<T>(key: string, decode: (stored: unknown) => T | null): SessionItem<T> {
  const item: SessionItem<T> = {
    read() {
      try {
        const raw = sessionStorage.getItem(key);
        return raw === null ? null : decode(JSON.parse(raw));
      } catch {
        return null;
      }
    },
    write(value) {
      try {
        sessionStorage.setItem(key, JSON.stringify(value));
      } catch {
        // Full or disabled: nothing survives the reload, everything else works.
      }
    },
    clear() {
      try {
        sessionStorage.removeItem(key);
      } catch {
        // As above.
      }
    },
    take() {
      const value = item.read();
      item.clear();
      return value;
    },
  };
  return item;
}
