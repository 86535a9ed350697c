/**
 * The account pages inline only accountNamespaces (src/layouts/AccountLayout.astro, issue 23). Every
 * text their islands, the components and browser modules under them and their schemas name must come
 * from those: another namespace would be missing in the browser, whose first render would then show a
 * key where the server wrote the text. Follows the islands' imports and reads what they name.
 */
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { accountNamespaces, clientNamespaces } from '@/lib/i18n/namespaces';
import { importGraph } from './helpers/source-imports';

const islands = ['LogInForm', 'SignUpForm', 'ForgotForm', 'ResetPasswordForm', 'LogOut'].map((name) => `src/islands/auth/${name}.tsx`);
const entries = [...islands, 'src/islands/shell/Toaster.tsx'];
/** Where the account pages' texts can come from; src/lib beyond the schemas holds no texts of theirs. */
const followed = /^src\/(islands|components|client|lib\/schemas)\//;

function namespacesNamed(source: string): string[] {
  const named = [...source.matchAll(/useTranslation\(\s*\)/g)].map(() => 'common');
  for (const [, args = ''] of source.matchAll(/useTranslation\(([^)]+)\)/g))
    named.push(...[...args.matchAll(/'(\w+)'/g)].map((m) => m[1] ?? ''));
  for (const [, ns = ''] of source.matchAll(/['`](\w+):[\w.]+['`]/g)) named.push(ns);
  return named.filter((ns) => (clientNamespaces as readonly string[]).includes(ns));
}

function namespacesUsed(): Map<string, string> {
  const used = new Map<string, string>();
  for (const file of importGraph(entries, (target) => followed.test(target)))
    for (const ns of namespacesNamed(readFileSync(file, 'utf8'))) used.set(ns, file);
  return used;
}

it('the account pages name texts of the inlined namespaces only', () => {
  const used = namespacesUsed();
  const outside = [...used].filter(([ns]) => !(accountNamespaces as readonly string[]).includes(ns));
  expect(outside, 'namespace and a file that names it').toEqual([]);
  expect([...used.keys()].sort()).toEqual(expect.arrayContaining(['auth', 'common']));
});
