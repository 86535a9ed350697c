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
] as const;
