/**
 * Bosnian and Serbian write a date with a closing full stop ("31. 12. 2024."): a sentence that ends
 * with a date takes no second one ("… kursevima od 31. 12. 2024.", not "2024.."). The languages are
 * those whose formatted dates end with one; `{{date}}` is always a formatted date.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatterFor } from '../../src/lib/format';
import { languages } from '../../src/lib/i18n/languages';

const day = new Date(Date.UTC(2024, 11, 31, 10));
const withFullStop = languages.filter((lang) => {
  const format = formatterFor(lang);
  return [format.date(day), format.longDate(day)].every((text) => text.endsWith('.'));
});

it('Bosnian and both Serbian scripts end their dates with a full stop (the reason for the rule)', () => {
  expect(withFullStop).toEqual(expect.arrayContaining(['bs', 'sr-Cyrl', 'sr-Latn']));
});

describe.each(withFullStop)('%s', (lang) => {
  it('adds no full stop after a date that ends a sentence', () => {
    const dir = join(process.cwd(), 'locales', lang);
    const doubled = readdirSync(dir).flatMap((file) =>
      Object.entries(JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, string>)
        .filter(([, text]) => /\{\{date\}\}\./.test(text))
        .map(([key]) => `${file}:${key}`),
    );
    expect(doubled).toEqual([]);
  });
});
