/**
 * Every message key the shared schemas carry ('validation:…' and the like) names a text that exists in
 * English: the form shows it through FormMessage, the server sends it back per field.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resources } from '@/lib/i18n/resources';

const schemasDir = join(process.cwd(), 'src', 'lib', 'schemas');
const keys = new Set<string>();
for (const file of readdirSync(schemasDir).filter((name) => name.endsWith('.ts'))) {
  const source = readFileSync(join(schemasDir, file), 'utf8');
  for (const match of source.matchAll(/'([a-z]+:[\w.]+)'/g)) keys.add(match[1]!);
}

describe('message keys in the schemas', () => {
  it('finds the keys (the scan itself works)', () => {
    expect(keys).toContain('validation:termsRequired');
    expect(keys).toContain('validation:dateRequired');
    expect(keys.size).toBeGreaterThan(20);
  });

  it.each([...keys].sort())('%s exists in locales/en', (key) => {
    const [ns, name] = key.split(':') as [string, string];
    expect(resources.en?.[ns]?.[name], key).toBeTruthy();
  });
});
