/** Issue 22 item 3: where a NUL is in a procedure's raw input, at any depth, in a value or a key. */
import { describe, expect, it } from 'vitest';
import { pathOfNul, refuseNul } from '@/server/text-input-guard';

describe('pathOfNul', () => {
  it('finds a NUL in a string, an array, an object, a Map or a Set, and names where', () => {
    expect(pathOfNul('a\u0000')).toEqual([]);
    expect(pathOfNul({ items: [{ description: 'ok' }, { description: 'Boxes\u0000' }] })).toEqual(['items', 1, 'description']);
    expect(pathOfNul({ filters: { ['note\u0000']: 1 } })).toEqual(['filters']);
    expect(pathOfNul({ tags: new Set(['a', '\u0000']) })).toEqual(['tags']);
    expect(pathOfNul(new Map([['k\u0000', 1]]))).toEqual([]);
  });

  it('passes other control characters, dates, numbers and nothing at all (the schemas judge those)', () => {
    expect(pathOfNul({ text: 'line\nnext\ttab\u001b', at: new Date(), n: 0, none: null, gone: undefined })).toBeNull();
    expect(pathOfNul(undefined)).toBeNull();
    expect(pathOfNul('%00 \\u0000')).toBeNull();
  });

  it('reads an input nested far deeper than a recursion could', () => {
    let deep: unknown = 'x\u0000';
    for (let level = 0; level < 100_000; level++) deep = [deep];
    expect(pathOfNul(deep)).toHaveLength(100_000);
  });
});

describe('refuseNul', () => {
  it('throws BAD_REQUEST validation:invalidInput whose cause names the field like a schema would', () => {
    expect(() => refuseNul({ title: 'ok' })).not.toThrow();
    expect(() => refuseNul({ title: 'a\u0000' })).toThrow(
      expect.objectContaining({
        code: 'BAD_REQUEST',
        message: 'validation:invalidInput',
        cause: expect.objectContaining({ issues: [expect.objectContaining({ path: ['title'], message: 'validation:controlCharacters' })] }),
      }),
    );
  });
});
