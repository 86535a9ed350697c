/**
 * The account pages inline only accountNamespaces, and of those only the keys isAccountText keeps: a
 * few common texts, the field messages a form can show, and the texts of the forms each page names
 * (src/layouts/AccountLayout.astro, issue 23). Every text their islands, the components and browser
 * modules under them and their schemas name must be among those: another would be missing in the
 * browser, whose first render would then show a key where the server wrote the text. Follows the
 * islands' imports and reads what they name.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { expect, it } from 'vitest';
import { accountForms, accountNamespaces, clientNamespaces, isAccountText } from '@/lib/i18n/namespaces';
import { resources } from '@/lib/i18n/resources';
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

const reached = [...importGraph(entries, (target) => followed.test(target))];
/** Where the server names the field messages any call can answer with, an account form's included. */
const serverMessages = ['src/server/trpc.ts', 'src/server/http/body-limit.ts'];

function namespacesUsed(): Map<string, string> {
  const used = new Map<string, string>();
  for (const file of reached) for (const ns of namespacesNamed(readFileSync(file, 'utf8'))) used.set(ns, file);
  return used;
}

it('the account pages name texts of the inlined namespaces only', () => {
  const used = namespacesUsed();
  const outside = [...used].filter(([ns]) => !(accountNamespaces as readonly string[]).includes(ns));
  expect(outside, 'namespace and a file that names it').toEqual([]);
  expect([...used.keys()].sort()).toEqual(expect.arrayContaining(['auth', 'common']));
});

it('the account pages name only field messages and common texts that they inline', () => {
  const validation = new Map<string, string>();
  for (const file of [...reached, ...serverMessages])
    for (const [, key = ''] of readFileSync(file, 'utf8').matchAll(/'validation:(\w+)'/g)) validation.set(key, file);
  expect([...validation.keys()]).toEqual(expect.arrayContaining(['required', 'passwordsDoNotMatch', 'invalidInput', 'requestTooLarge']));
  expect([...validation].filter(([key]) => !isAccountText('validation', key, []))).toEqual([]);

  const prefixes = [...new Set(Object.keys(resources.en?.common ?? {}).map((key) => key.split('.')[0]))];
  const commonText = new RegExp(`['\`](?:common:)?((?:${prefixes.join('|')})\\.[\\w.]*)`, 'g');
  const common = new Map<string, string>();
  for (const file of reached) for (const [, key = ''] of readFileSync(file, 'utf8').matchAll(commonText)) common.set(key, file);
  expect([...common.keys()]).toEqual(expect.arrayContaining(['toast.label', 'termsField.accept']));
  expect([...common].filter(([key]) => !isAccountText('common', key, []))).toEqual([]);
});

const formText = new RegExp(`['\`](?:auth:)?(${accountForms.join('|')})\\.\\w`, 'g');

it.each(readdirSync('src/pages/home/user').filter((file) => file.endsWith('.astro')))(
  '%s inlines the texts of every form its island names',
  (file) => {
    const page = `src/pages/home/user/${file}`;
    const source = readFileSync(page, 'utf8');
    const forms = [...(/forms=\{\[([^\]]*)\]\}/.exec(source)?.[1] ?? '').matchAll(/'(\w+)'/g)].map((m) => m[1]);
    const named = new Set<string>();
    for (const reachedFile of importGraph([page], (target) => followed.test(target)))
      if (reachedFile !== page) for (const [, form = ''] of readFileSync(reachedFile, 'utf8').matchAll(formText)) named.add(form);
    expect(named.size, 'forms named by the island').toBeGreaterThan(0);
    expect([...named].filter((form) => !forms.includes(form))).toEqual([]);
  },
);
