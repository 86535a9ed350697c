/**
 * Serbian calls a transport request "превоз" / "prevoz" everywhere: the sidebar, the pages and the help
 * agree (issue 14). The adjective ("транспортна фирма") and vehicle names ("аутотранспортер") stay.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const noun = {
  'sr-Cyrl': /(?<!\p{L})[Тт]ранспорт(и|а|е|у|ом|има)?(?!\p{L})/u,
  'sr-Latn': /(?<!\p{L})[Tt]ransport(i|a|e|u|om|ima)?(?!\p{L})/u,
};

describe.each(Object.entries(noun))('%s', (lang, pattern) => {
  const dir = join(process.cwd(), 'locales', lang);
  const texts = readdirSync(dir).flatMap((file) =>
    Object.entries(JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, string>).map(([key, text]) => ({
      key: `${file}:${key}`,
      text,
    })),
  );

  it('says превоз / prevoz, never the noun транспорт / transport', () => {
    expect(texts.filter(({ text }) => pattern.test(text)).map(({ key }) => key)).toEqual([]);
  });
});

describe('sr-Cyrl', () => {
  const dir = join(process.cwd(), 'locales', 'sr-Cyrl');
  const texts = readdirSync(dir).flatMap((file) =>
    Object.entries(JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, string>).map(([key, text]) => ({
      key: `${file}:${key}`,
      text,
    })),
  );

  it('writes units in Cyrillic (км, кг, цм), as its sentences are', () => {
    const latinUnit = /(?<![\p{L}{])(km|kg|cm|m³|km\/h)(?!\p{L})/u;
    expect(texts.filter(({ text }) => latinUnit.test(text)).map(({ key, text }) => `${key}: ${text}`)).toEqual([]);
  });
});
