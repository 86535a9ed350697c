/**
 * A toast for the next page: a success announced just before navigating would vanish with the old
 * document, so it travels in sessionStorage and the next page's toaster shows it.
 */
export interface Flash {
  kind: 'success' | 'error';
  message: string;
}

const key = 'tovar-flash';

export function flashNext(kind: Flash['kind'], message: string): void {
  sessionStorage.setItem(key, JSON.stringify({ kind, message } satisfies Flash));
}

export function takeFlash(): Flash | null {
  const raw = sessionStorage.getItem(key);
  sessionStorage.removeItem(key);
  try {
    return raw ? (JSON.parse(raw) as Flash) : null;
  } catch {
    return null;
  }
}
