/** Namespaces the islands use; the platform layout inlines them for the current language. */
export const clientNamespaces = [
  'common',
  'errors',
  'auth',
  'platform',
  'transports',
  'wizard',
  'validation',
  'fleet',
  'loads',
  'bids',
  'jobs',
  'reviews',
  'account',
  'tracking',
  'live',
  'notifications',
  'messages',
  'deliveries',
  'priceBand',
] as const;

/**
 * What the account pages (log in, sign up, reset, log out) inline instead (issue 23): their forms,
 * field messages and toasts read only these, and every other namespace was half the page's bytes.
 * A language switch there loads the rest (src/client/i18n.ts); tests/unit/account-namespaces checks it.
 */
export const accountNamespaces: readonly (typeof clientNamespaces)[number][] = ['common', 'errors', 'auth', 'validation'];

/** The account forms, by the prefix of their texts in the auth namespace. */
export const accountForms = ['logIn', 'signUp', 'forgot', 'reset', 'logOut'] as const;
export type AccountForm = (typeof accountForms)[number];

/** The field messages an account form can show: its schemas' and those the server answers any call with. */
const accountValidation = new Set([
  'invalidInput',
  'required',
  'emailInvalid',
  'passwordTooShort',
  'passwordTooLong',
  'nameTooShort',
  'nameTooLong',
  'accountTypeRequired',
  'termsRequired',
  'passwordsDoNotMatch',
  'controlCharacters',
  'requestTooLarge',
]);

/** The common texts an account page's islands show: the toasts' region and the terms box. The rest is the platform's. */
const accountCommon = /^(toast|termsField)\./;

/**
 * Of those namespaces, the texts an account page inlines: of common, only `accountCommon`; of the
 * field messages, only those a form can show (not the wizard's, fleet's and others'); and of the
 * forms' texts, only those of the `forms` its island names. That keeps each account page within a
 * new connection's first round trip (issue 23). A language switch there loads whole files;
 * tests/unit/account-namespaces checks that every text an account page names is kept.
 */
export function isAccountText(namespace: string, key: string, forms: readonly AccountForm[]): boolean {
  if (namespace === 'common') return accountCommon.test(key);
  if (namespace === 'validation') return accountValidation.has(key);
  const form = key.split('.')[0] as AccountForm;
  return namespace !== 'auth' || !accountForms.includes(form) || forms.includes(form);
}

const accountTextFilters = new Map<string, (namespace: string, key: string) => boolean>();

/** `isAccountText` for these forms, one function per set of forms, so that a page's texts are filtered and written once (resources.ts's `inlinedTexts`). */
export function accountTextFilter(forms: readonly AccountForm[]): (namespace: string, key: string) => boolean {
  const name = forms.join();
  let filter = accountTextFilters.get(name);
  if (!filter) accountTextFilters.set(name, (filter = (namespace, key) => isAccountText(namespace, key, forms)));
  return filter;
}
