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
