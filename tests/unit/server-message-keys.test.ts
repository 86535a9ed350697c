/**
 * Every message key the server can send (each `message: 'ns:key'` literal under src/server, and each
 * key the error formatter substitutes) names a text that exists in English, so the client never shows
 * a raw key such as "forbidden".
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const serverDir = join(process.cwd(), 'src', 'server');
const files = readdirSync(serverDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file))
  .map((file) => join(serverDir, file));

function english(key: string): string | undefined {
  const [ns, name] = key.split(':') as [string, string];
  try {
    return (JSON.parse(readFileSync(join(process.cwd(), 'locales', 'en', `${ns}.json`), 'utf8')) as Record<string, string>)[name];
  } catch {
    return undefined;
  }
}

const keys = new Set<string>();
for (const file of files) {
  const source = readFileSync(file, 'utf8');
  for (const match of source.matchAll(/message:\s*'([a-z]+:[\w.]+)'/g)) keys.add(match[1]!);
  for (const match of source.matchAll(/(?:return|\?|:)\s*'((?:validation|errors|auth):[\w.]+)'/g)) keys.add(match[1]!);
}

describe('message keys the server sends', () => {
  it('finds the keys (the scan itself works)', () => {
    expect(keys).toContain('errors:forbidden');
    expect(keys).toContain('errors:unexpected');
    expect(keys.size).toBeGreaterThan(10);
  });

  it.each([...keys].sort())('%s exists in locales/en', (key) => {
    expect(english(key), key).toBeTruthy();
  });
});
