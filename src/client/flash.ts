/**
 * A toast for the next page: a success announced just before navigating would vanish with the old
 * document, so it travels in sessionStorage and the next page's toaster shows it.
 */
import { sessionItem } from './session-storage';

export interface Flash {
  kind: 'success' | 'error';
  message: string;
}

const isFlash = (value: unknown): value is Flash =>
  typeof value === 'object' &&
  value !== null &&
  ((value as Flash).kind === 'success' || (value as Flash).kind === 'error') &&
  typeof (value as Flash).message === 'string';

const flash = sessionItem<Flash>('tovar-flash', (stored) => (isFlash(stored) ? stored : null));

export function flashNext(kind: Flash['kind'], message: string): void {
  flash.write({ kind, message });
}

export function takeFlash(): Flash | null {
  return flash.take();
}
