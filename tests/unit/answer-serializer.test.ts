/**
 * The answers' serializer (src/server/platform/answer-serializer.ts): sent as JSON, what it writes reads
 * back on the client as what superjson writes does, with the same notes.
 */
import superjson from 'superjson';
import { describe, expect, it } from 'vitest';
import { serializeAnswer } from '@/server/platform/answer-serializer';

const day = new Date('2026-11-25T10:00:00.000Z');

class Point {
  constructor(public x: number) {}
}

const fixtures: [string, unknown][] = [
  ['plain data', { id: 'a', n: 1.5, ok: true, none: null, list: [1, 'two', false], nested: { deep: { x: [] } } }],
  ['Dates at any depth', { createdAt: day, items: [{ at: new Date(0) }, { at: new Date(1) }], pair: [new Date(2), new Date(3)] }],
  ['undefined in objects and arrays', { a: undefined, b: [undefined, 1], c: { d: undefined } }],
  ['keys with dots and backslashes', { 'a.b': new Date(5), 'c\\d': new Date(6), 'e\\.f': { 'g.h': undefined } }],
  ['an empty object and array', { a: {}, b: [] }],
  ['an array at the root', [day.toISOString(), new Date(7), { x: undefined }]],
  [
    'a list page',
    {
      items: Array.from({ length: 20 }, (_, i) => ({ id: `t${i}`, at: new Date(i * 1000), bid: i % 2 ? null : { amount: i } })),
      next: 'c',
      previous: null,
    },
  ],
  ['a Date at the root', day],
  ['undefined at the root', undefined],
  ['null at the root', null],
  ['a string at the root', 'text'],
  ['NaN, Infinity and -0', { a: Number.NaN, b: Number.POSITIVE_INFINITY, c: -0 }],
  ['an invalid Date', { a: new Date(Number.NaN) }],
  ['a Map and a Set', { m: new Map([['k', 1]]), s: new Set([1]) }],
  ['a BigInt', { big: BigInt(10) }],
  ['a class instance', { p: new Point(1) }],
  [
    'an object met twice',
    (() => {
      const shared = { q: 1 };
      return { a: shared, b: shared };
    })(),
  ],
  ['a Date met twice', { a: day, b: [day] }],
  ['an object without a prototype', Object.assign(Object.create(null) as object, { a: new Date(8) })],
];

/** What the client receives of a serialized answer: its JSON text, parsed. */
const sent = (serialized: ReturnType<typeof superjson.serialize>) =>
  JSON.parse(JSON.stringify(serialized)) as ReturnType<typeof superjson.serialize>;

/** Both serializers' answers, as sent, read alike by superjson with the same notes. */
function expectReadAlike(value: unknown) {
  const ours = sent(serializeAnswer(value));
  const theirs = sent(superjson.serialize(value));
  expect(ours.meta).toStrictEqual(theirs.meta);
  expect(superjson.deserialize(ours)).toStrictEqual(superjson.deserialize(theirs));
}

describe('serializeAnswer', () => {
  it.each(fixtures)('writes %s for superjson to read as superjson wrote it', (_name, value) => {
    expectReadAlike(value);
  });

  it('sends an answer without Dates as itself, and copies only what holds a Date', () => {
    const plain = fixtures.find(([name]) => name === 'plain data')![1];
    expect(serializeAnswer(plain).json).toBe(plain);
    const page = fixtures.find(([name]) => name === 'a list page')![1] as { items: { at: Date; bid: object | null }[] };
    const written = serializeAnswer(page).json as unknown as { items: { at: string; bid: object | null }[] };
    expect(written.items[0]!.at).toBe('1970-01-01T00:00:00.000Z');
    expect(written.items[0]!.bid).toBe(page.items[0]!.bid);
    expect(page.items[0]!.at).toBeInstanceOf(Date);
    expect(JSON.stringify(serializeAnswer(page))).toBe(JSON.stringify(superjson.serialize(page)));
  });

  it('leaves out a key whose value is undefined, and notes it', () => {
    const serialized = sent(serializeAnswer({ a: undefined, b: 1 }));
    expect(serialized).toStrictEqual({ json: { b: 1 }, meta: { values: { a: ['undefined'] }, v: 1 } });
    expect(superjson.deserialize(serialized)).toStrictEqual({ a: undefined, b: 1 });
  });

  it('writes random answers for superjson to read as superjson wrote them', () => {
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const leaf = () =>
      [() => 'x.y', () => random() * 100, () => random() > 0.5, () => null, () => undefined, () => new Date(Math.floor(random() * 1e12))][
        Math.floor(random() * 6)
      ]!();
    const tree = (depth: number): unknown => {
      if (depth === 0 || random() < 0.3) return leaf();
      if (random() < 0.5) return Array.from({ length: Math.floor(random() * 4) }, () => tree(depth - 1));
      return Object.fromEntries(
        Array.from({ length: Math.floor(random() * 4) }, (_, i) => [`k${i}${random() < 0.2 ? '.d' : ''}`, tree(depth - 1)]),
      );
    };
    for (let round = 0; round < 500; round++) {
      const value = { root: tree(4) };
      expectReadAlike(value);
    }
  });
});
