/** The one sessionStorage helper (wizard draft, next page's toast, pending email) on a stand-in storage. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionItem } from '@/client/session-storage';

let stored: Map<string, string>;
beforeEach(() => {
  stored = new Map();
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
    removeItem: (key: string) => void stored.delete(key),
  });
});
afterEach(() => vi.unstubAllGlobals());

const numbers = sessionItem<number[]>('numbers', (value) =>
  Array.isArray(value) && value.every((n) => typeof n === 'number') ? value : null,
);

describe('sessionItem', () => {
  it('writes JSON under its key and reads it back', () => {
    numbers.write([1, 2]);
    expect(stored.get('numbers')).toBe('[1,2]');
    expect(numbers.read()).toEqual([1, 2]);
  });

  it('take reads once', () => {
    numbers.write([3]);
    expect(numbers.take()).toEqual([3]);
    expect(numbers.take()).toBeNull();
    expect(stored.has('numbers')).toBe(false);
  });

  it('reads nothing from a damaged or foreign entry', () => {
    stored.set('numbers', '{not json');
    expect(numbers.read()).toBeNull();
    stored.set('numbers', '["a"]');
    expect(numbers.read()).toBeNull();
  });

  it('never throws when storage is full or disabled', () => {
    vi.stubGlobal('sessionStorage', {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    expect(() => numbers.write([1])).not.toThrow();
    expect(numbers.read()).toBeNull();
    expect(() => numbers.clear()).not.toThrow();
  });
});
