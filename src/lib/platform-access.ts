/**
 * Who may see which part of /platform (spec section 2), decided from the persisted auth flag alone:
 * the area a path belongs to, the home of an account, and where a visitor who may not stay is sent.
 * The inline guard in src/lib/inline-scripts.ts applies the same rule before any island loads.
 */
import { customerAccountTypes, type AccountType } from './constants';
import { paths } from './paths';

/** The localStorage key of the persisted session flag and user (spec section 3). */
export const authStorageKey = 'tovar-auth';

export type Area = 'any' | 'user' | 'transporter';

export interface AuthFlag {
  isAuthenticated: boolean;
  user: { accountType: AccountType } | null;
}

export const logInPath = paths.logIn;

/** The portal an account type works in: the customer's or the transporter's. */
export function accountArea(accountType: AccountType): Exclude<Area, 'any'> {
  return (customerAccountTypes as readonly AccountType[]).includes(accountType) ? 'user' : 'transporter';
}

/**
 * The attribute the inline guard puts on <html> before the first paint: the signed-in visitor's
 * portal, which the server cannot know (the sidebar draws both portals' links until it hydrates).
 */
export const accountAreaAttribute = 'data-account-area';

/** Where /platform sends someone: log-in, the transporter area or the customer area. */
export function homePathFor(auth: AuthFlag): string {
  if (!auth.isAuthenticated || !auth.user) return logInPath;
  return accountArea(auth.user.accountType) === 'user' ? paths.userHome : paths.transporterHome;
}

/** The area of a /platform path; null for /platform itself (it only redirects). */
export function platformArea(path: string): Area | null {
  if (/^\/platform\/?$/.test(path)) return null;
  if (/^\/platform\/transporter(\/|$)/.test(path)) return 'transporter';
  if (/^\/platform\/user(\/|$)/.test(path)) return 'user';
  return 'any';
}

/** The query parameter that carries a page to return to after log-in, and the wrong-area notice. */
export const nextParam = 'next';
export const wrongAreaNotice = 'notice=wrong-area';

/**
 * Where a visitor of `area` must go instead, or null when they may stay. `here` (path and query) is
 * the page asked for: the logged-out come back to it after log-in; the wrong account type is told why.
 */
export function accessRedirect(area: Area | null, auth: AuthFlag, here = ''): string | null {
  const home = homePathFor(auth);
  if (home === logInPath) return area === null || !here ? home : `${home}?${nextParam}=${encodeURIComponent(here)}`;
  if (area === null) return home;
  if (area === 'any') return null;
  return (area === 'transporter') === home.endsWith('/transporter') ? null : `${home}?${wrongAreaNotice}`;
}

/** A page to return to after log-in: only a /platform path of this site, never another origin. */
export function safeReturnPath(value: string | null): string | null {
  if (!value || !/^\/platform(\/|\?|$)/.test(value) || value.includes('\\')) return null;
  return value;
}
