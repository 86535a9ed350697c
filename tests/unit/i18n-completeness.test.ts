/**
 * Every language has every namespace with exactly English's keys, no empty texts, and the same
 * {{variables}}. Plural keys (`_one`, `_other`, …) must have the forms the language's CLDR rules need.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultLanguage, languages } from '@/lib/i18n/languages';

type Namespace = Record<string, string>;
const root = join(process.cwd(), 'locales');
const pluralSuffix = /_(zero|one|two|few|many|other)$/;

function read(lang: string, ns: string): Namespace {
  const value: unknown = JSON.parse(readFileSync(join(root, lang, `${ns}.json`), 'utf8'));
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new Error(`${lang}/${ns}.json is not an object`);
  for (const [key, text] of Object.entries(value)) {
    if (typeof text !== 'string') throw new Error(`${lang}/${ns}.json: "${key}" is not a string (files are flat)`);
  }
  return value as Namespace;
}

/** The keys a language must have: English's, with each plural group expanded to the language's forms. */
function expectedKeys(english: Namespace, lang: string): string[] {
  const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
  const keys = new Set<string>();
  for (const key of Object.keys(english)) {
    const base = key.replace(pluralSuffix, '');
    if (base !== key && `${base}_other` in english) categories.forEach((category) => keys.add(`${base}_${category}`));
    else keys.add(key);
  }
  return [...keys].sort();
}

/** {{name}} and {{name, format}} placeholders and $t(nested) references, as a sorted list. */
function placeholders(text: string): string[] {
  const variables = [...text.matchAll(/\{\{\s*([^},\s]+)[^}]*\}\}/g)].map((match) => `{{${match[1]}}}`);
  const nested = [...text.matchAll(/\$t\(([^)]+)\)/g)].map((match) => `$t(${match[1]})`);
  return [...new Set([...variables, ...nested])].sort();
}

const namespaces = readdirSync(join(root, defaultLanguage))
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.replace(/\.json$/, ''))
  .sort();

it('has a locale folder for exactly the six interface languages', () => {
  const folders = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  expect(folders.sort()).toEqual([...languages].sort());
  expect(namespaces.length).toBeGreaterThan(0);
});

describe.each(namespaces)('namespace %s', (ns) => {
  const english = read(defaultLanguage, ns);

  it('has English texts', () => {
    expect(Object.keys(english).length, `locales/en/${ns}.json has no keys`).toBeGreaterThan(0);
  });

  // One test per language and namespace, listing every problem it has.
  it.each([...languages])('is complete in %s', (lang) => {
    const file = join(root, lang, `${ns}.json`);
    expect(existsSync(file), `missing locales/${lang}/${ns}.json`).toBe(true);
    const translated = read(lang, ns);
    const expected = expectedKeys(english, lang);
    const actual = Object.keys(translated).sort();
    const problems = [
      ...expected.filter((key) => !actual.includes(key)).map((key) => `missing key ${key}`),
      ...actual.filter((key) => !expected.includes(key)).map((key) => `extra key ${key}`),
      ...actual.filter((key) => translated[key]?.trim() === '').map((key) => `empty text ${key}`),
    ];
    for (const [key, text] of Object.entries(translated)) {
      const base = key.replace(pluralSuffix, '');
      const source = english[key] ?? english[`${base}_other`];
      if (source === undefined) continue; // already reported as an extra key
      // A plural form may leave {{count}} out ("one item" → "jedan predmet").
      const keep = (p: string) => base === key || p !== '{{count}}';
      const want = placeholders(source).filter(keep).join(' ');
      const got = placeholders(text).filter(keep).join(' ');
      if (want !== got) problems.push(`placeholders of ${key}: expected [${want}], got [${got}]`);
    }
    expect(problems).toEqual([]);
  });
});
