/**
 * The shape of our texts, taken from the English files (every language has the same keys, see
 * tests/unit/i18n-completeness.test.ts). src/i18next.d.ts gives it to i18next, so `t()` accepts only
 * keys that exist; `MessageKey` names a text by `namespace:key`, as server errors and schemas do.
 */
import type account from '../../../locales/en/account.json';
import type auth from '../../../locales/en/auth.json';
import type bids from '../../../locales/en/bids.json';
import type common from '../../../locales/en/common.json';
import type deliveries from '../../../locales/en/deliveries.json';
import type errors from '../../../locales/en/errors.json';
import type fleet from '../../../locales/en/fleet.json';
import type help from '../../../locales/en/help.json';
import type home from '../../../locales/en/home.json';
import type loads from '../../../locales/en/loads.json';
import type jobs from '../../../locales/en/jobs.json';
import type live from '../../../locales/en/live.json';
import type mail from '../../../locales/en/mail.json';
import type notifications from '../../../locales/en/notifications.json';
import type messages from '../../../locales/en/messages.json';
import type platform from '../../../locales/en/platform.json';
import type priceBand from '../../../locales/en/priceBand.json';
import type profiles from '../../../locales/en/profiles.json';
import type reviews from '../../../locales/en/reviews.json';
import type terms from '../../../locales/en/terms.json';
import type tracking from '../../../locales/en/tracking.json';
import type transports from '../../../locales/en/transports.json';
import type validation from '../../../locales/en/validation.json';
import type wizard from '../../../locales/en/wizard.json';
import type { clientNamespaces } from './namespaces';

export interface Resources {
  account: typeof account;
  auth: typeof auth;
  bids: typeof bids;
  common: typeof common;
  deliveries: typeof deliveries;
  errors: typeof errors;
  fleet: typeof fleet;
  help: typeof help;
  home: typeof home;
  loads: typeof loads;
  jobs: typeof jobs;
  live: typeof live;
  mail: typeof mail;
  notifications: typeof notifications;
  messages: typeof messages;
  platform: typeof platform;
  priceBand: typeof priceBand;
  profiles: typeof profiles;
  reviews: typeof reviews;
  terms: typeof terms;
  tracking: typeof tracking;
  transports: typeof transports;
  validation: typeof validation;
  wizard: typeof wizard;
}

export type Namespace = keyof Resources;

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type WithoutPlural<K extends string> = K extends `${infer Base}_${PluralSuffix}` ? Base : K;

/** A key of one namespace; a plural one also by its base (`bids.count` for `bids.count_one`). */
export type KeyOf<N extends Namespace> = (keyof Resources[N] & string) | WithoutPlural<keyof Resources[N] & string>;

/** The namespaces the islands load (the platform layout inlines them): every key a toast may show. */
export type ClientNamespace = (typeof clientNamespaces)[number];

/** A text named with its namespace, as the server's errors and the schemas' messages name it. */
export type MessageKey = { [N in ClientNamespace]: `${N}:${KeyOf<N>}` }[ClientNamespace];

/**
 * The keys of one texts file, typed as keys: for pages that show numbered texts (clauses, questions)
 * as the file has them, without repeating how many there are.
 */
export function keysOf<T extends Record<string, string>>(texts: T): (keyof T & string)[] {
  return Object.keys(texts).filter((key): key is keyof T & string => Object.hasOwn(texts, key));
}
