/**
 * The account pages inline only accountNamespaces (src/layouts/AccountLayout.astro, issue 23). Every
 * text their islands, the components and browser modules under them and their schemas name must come
 * from those: another namespace would be missing in the browser, whose first render would then show a
 * key where the server wrote the text. Follows the islands' imports and reads what they name.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { expect, it } from 'vitest';
import { accountNamespaces, clientNamespaces } from '@/lib/i18n/namespaces';

const islands = ['LogInForm', 'SignUpForm', 'ForgotForm', 'ResetPasswordForm', 'LogOut'].map((name) => `src/islands/auth/${name}.tsx`);
const entries = [...islands, 'src/islands/shell/Toaster.tsx'];
/** Where the account pages' texts can come from; src/lib beyond the schemas holds no texts of theirs. */
const followed = /^src\/(islands|components|client|lib\/schemas)\//;

function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/') ? join('src', specifier.slice(2)) : join(dirname(from), specifier);
  return ['.ts', '.tsx', '/index.ts'].map((end) => base + end).find((path) => existsSync(path)) ?? null;
}

function namespacesNamed(source: string): string[] {
  const named = [...source.matchAll(/useTranslation\(\s*\)/g)].map(() => 'common');
  for (const [, args = ''] of source.matchAll(/useTranslation\(([^)]+)\)/g))
    named.push(...[...args.matchAll(/'(\w+)'/g)].map((m) => m[1] ?? ''));
  for (const [, ns = ''] of source.matchAll(/['`](\w+):[\w.]+['`]/g)) named.push(ns);
  return named.filter((ns) => (clientNamespaces as readonly string[]).includes(ns));
}

function namespacesUsed(): Map<string, string> {
  const used = new Map<string, string>();
  const seen = new Set<string>();
  const queue = [...entries];
  for (let file = queue.pop(); file; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const ns of namespacesNamed(source)) used.set(ns, file);
    for (const [, specifier = ''] of source.matchAll(/(?:from|import\()\s*'((?:@\/|\.\.?\/)[^']+)'/g)) {
      const target = resolveImport(file, specifier);
      if (target && followed.test(target)) queue.push(target);
    }
  }
  return used;
}

it('the account pages name texts of the inlined namespaces only', () => {
  const used = namespacesUsed();
  const outside = [...used].filter(([ns]) => !(accountNamespaces as readonly string[]).includes(ns));
  expect(outside, 'namespace and a file that names it').toEqual([]);
  expect([...used.keys()].sort()).toEqual(expect.arrayContaining(['auth', 'common']));
});
