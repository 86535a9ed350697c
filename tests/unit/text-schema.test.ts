/** Issue 7 item 11: the one free-text rule (src/lib/schemas/text.ts) and the schemas built on it. */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as z from 'zod/mini';
import { multiLineText, singleLineText, visibleLength } from '@/lib/schemas/text';
import { signUpSchema } from '@/lib/schemas/auth';
import { itemSchema, locationsSchema, summarySchema } from '@/lib/schemas/transport';

// The fixtures' days (2030) lie within the year ahead a request may ask for.
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2030-01-02T12:00:00Z'));
});
afterAll(() => vi.useRealTimers());

const line = singleLineText({ min: 5, max: 20, tooShort: 'validation:titleTooShort', tooLong: 'validation:titleTooLong' });
const lines = multiLineText({ max: 20, tooLong: 'validation:textTooLong' });

function messages(schema: z.ZodMiniType, value: unknown): string[] {
  return schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];
}

const zeroWidth = '\u200B';
const invisibles = [
  '\u200B',
  '\u200C',
  '\u200D',
  '\u2060',
  '\uFEFF',
  '\u00AD',
  '\u200E',
  '\u200F',
  '\u202A',
  '\u202E',
  '\u2066',
  '\u2069',
  '\u180E',
  '\u3164',
  '\uFE0F',
  '\u2800',
];
const controls = ['\u0000', '\u0001', '\u0007', '\u0008', '\u000B', '\u000C', '\u001B', '\u007F', '\u0085', '\u009F', '\uD800', '\uDC00'];

describe('single-line text', () => {
  it('passes ordinary text, trimmed, accents and emoji included', () => {
    expect(line.parse('  Čačak → Niš  ')).toBe('Čačak → Niš');
    expect(line.parse('Move 👨‍👩‍👧 boxes')).toBe('Move 👨‍👩‍👧 boxes');
  });

  it.each(controls)('refuses control character %j with controlCharacters', (control) => {
    expect(messages(line, `Move ${control}boxes`)).toEqual(['validation:controlCharacters']);
  });

  it('refuses a bidirectional override, embedding or isolate inside, which could show the text in another order; keeps direction marks', () => {
    for (const control of ['\u202A', '\u202B', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069']) {
      expect(messages(line, `Move ${control}boxes`), JSON.stringify(control)).toEqual(['validation:controlCharacters']);
      expect(lines.safeParse(`Move ${control}boxes`).success, JSON.stringify(control)).toBe(false);
    }
    expect(line.parse('Move \u200Fשלום\u200E boxes')).toBe('Move \u200Fשלום\u200E boxes');
  });

  it('refuses line breaks and tabs in one line', () => {
    for (const value of ['Move\nboxes', 'Move\r\nboxes', 'Move\tboxes', 'Move\u2028boxes']) {
      expect(messages(line, value), JSON.stringify(value)).toEqual(['validation:controlCharacters']);
    }
  });

  it.each(invisibles)("counts text of only %j as empty: the field's own too-short message", (character) => {
    expect(messages(line, character.repeat(6))).toEqual(['validation:titleTooShort']);
    expect(line.safeParse(` ${character.repeat(6)} `).success).toBe(false);
  });

  it('counts the minimum in visible characters and drops invisible ones at the ends', () => {
    expect(messages(line, `Move${zeroWidth.repeat(5)}`)).toEqual(['validation:titleTooShort']);
    expect(messages(line, `Mo${zeroWidth}ve`)).toEqual(['validation:titleTooShort']);
    expect(line.parse(`${zeroWidth}\uFEFF Moves ${zeroWidth}`)).toBe('Moves');
    expect(line.parse(`Mo${zeroWidth}ves`)).toBe(`Mo${zeroWidth}ves`);
    expect(visibleLength(`a${zeroWidth}b\u00ADc`)).toBe(3);
  });

  it('counts a character outside the BMP once, as the database does (fuzz: "Mo𝒜v" passed as 5 and was stored as 4)', () => {
    expect(visibleLength('Mo𝒜v')).toBe(4);
    expect(messages(line, 'Mo𝒜v')).toEqual(['validation:titleTooShort']);
    expect(line.parse('Mo𝒜ve')).toBe('Mo𝒜ve');
  });

  it('keeps its too-long and missing messages', () => {
    expect(messages(line, 'x'.repeat(21))).toEqual(['validation:titleTooLong']);
    expect(messages(line, undefined)).toEqual(['validation:titleTooShort']);
    expect(messages(line, 42)).toEqual(['validation:titleTooShort']);
  });
});

describe('multi-line text', () => {
  it('keeps line feeds and tabs, folds CR LF into LF, trims', () => {
    expect(lines.parse('  one\r\ntwo\tthree\rfour  ')).toBe('one\ntwo\tthree\nfour');
  });

  it.each(controls)('refuses control character %j', (control) => {
    expect(messages(lines, `one${control}two`)).toEqual(['validation:controlCharacters']);
  });

  it('may be empty; text of only invisible characters is stored empty', () => {
    expect(lines.parse('')).toBe('');
    expect(lines.parse(`${zeroWidth.repeat(6)}\n\u2060`)).toBe('');
  });
});

describe('every free-text field of the forms follows the rule', () => {
  const signUp = { name: 'Ana Petrović', email: 'ana@example.com', password: 'secret-123', accountType: 'USER', acceptTerms: true };
  const locations = {
    loadingAddress: 'Knez Mihailova 1, Beograd',
    loadingCountry: 'RS',
    loadingLat: null,
    loadingLon: null,
    loadingDate: '2030-03-10',
    loadingFlexible: false,
    deliveryAddress: 'Ferhadija 2, Sarajevo',
    deliveryCountry: 'BA',
    deliveryLat: null,
    deliveryLon: null,
    deliveryDate: '2030-03-12',
    deliveryFlexible: false,
  };
  const item = { description: 'Boxes of books', type: 'PARCEL', quantity: 1, weightKg: 1, widthCm: 1, heightCm: 1, lengthCm: 1 };
  const summary = { title: 'Move my books', deliveryType: 'PRIVATE', description: 'Fragile', acceptTerms: true };
  const cases: [string, z.ZodMiniType, Record<string, unknown>, string][] = [
    ['sign-up name', signUpSchema, signUp, 'name'],
    ['loading address', locationsSchema, locations, 'loadingAddress'],
    ['delivery address', locationsSchema, locations, 'deliveryAddress'],
    ['item description', itemSchema, item, 'description'],
    ['title', summarySchema, summary, 'title'],
    ['transport description', summarySchema, summary, 'description'],
  ];

  it.each(cases)('%s refuses a NUL byte with controlCharacters', (_name, schema, valid, field) => {
    expect(schema.safeParse(valid).success).toBe(true);
    const result = schema.safeParse({ ...valid, [field]: `${String(valid[field])}\u0000` });
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([[[field], 'validation:controlCharacters']]);
  });

  it.each(cases.filter(([name]) => name !== 'transport description'))('%s refuses six zero-width spaces', (_name, schema, valid, field) => {
    expect(schema.safeParse({ ...valid, [field]: zeroWidth.repeat(6) }).success).toBe(false);
  });

  it('country codes are two letters, nothing else', () => {
    for (const country of ['R\u0000', '\u0000\u0000', 'R1', 'SRB']) {
      expect(locationsSchema.safeParse({ ...locations, loadingCountry: country }).success, JSON.stringify(country)).toBe(false);
    }
    expect(locationsSchema.parse({ ...locations, deliveryCountry: ' ba ' }).deliveryCountry).toBe('BA');
  });
});
