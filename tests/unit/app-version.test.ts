/** The version is written once, in package.json: the app reads it from there, no translation repeats it. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { appVersion } from '@/lib/constants';

const root = process.cwd();

it('is the version in package.json', () => {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
  expect(appVersion).toBe(pkg.version);
});

it('is in no locale file', () => {
  const files = readdirSync(join(root, 'locales'), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.json'));
  expect(files.length).toBeGreaterThan(6);
  const holding = files.filter((file) => readFileSync(join(root, 'locales', file), 'utf8').includes(`"${appVersion}"`));
  expect(holding).toEqual([]);
});
