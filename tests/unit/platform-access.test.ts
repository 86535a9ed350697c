/**
 * Who may see which part of /platform (spec section 2): the pure rule the islands use, and the inline
 * guard that applies it before any island loads, run on the same cases so the two cannot drift apart.
 */
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { accountTypes, type AccountType } from '@/lib/constants';
import { platformGuardScript } from '@/lib/inline-scripts';
import {
  accessRedirect,
  accountArea,
  accountAreaAttribute,
  homePathFor,
  platformArea,
  safeReturnPath,
  type AuthFlag,
} from '@/lib/platform-access';

const as = (accountType: AccountType): AuthFlag => ({ isAuthenticated: true, user: { accountType } });

describe('homePathFor (the /platform redirect of spec section 2)', () => {
  it('sends transport companies to the transporter home', () => {
    expect(homePathFor(as('TRANSPORT_COMPANY'))).toBe('/platform/transporter');
  });

  it('sends users and companies to the user home', () => {
    expect(homePathFor(as('USER'))).toBe('/platform/user');
    expect(homePathFor(as('COMPANY'))).toBe('/platform/user');
  });

  it('sends everyone else to log in', () => {
    expect(homePathFor({ isAuthenticated: false, user: null })).toBe('/home/user/log-in');
    expect(homePathFor({ isAuthenticated: false, user: { accountType: 'USER' } })).toBe('/home/user/log-in');
    expect(homePathFor({ isAuthenticated: true, user: null })).toBe('/home/user/log-in');
  });
});

/** Runs the inline guard as a browser would, with this path and stored value; returns where it went (and the marks it left on <html>). */
function runGuard(path: string, stored: string | null, marks: Record<string, string> = {}): string | null {
  let replaced: string | null = null;
  const context = {
    location: { pathname: path, search: '', replace: (to: string) => (replaced = to) },
    localStorage: { getItem: () => stored },
    document: { documentElement: { setAttribute: (name: string, value: string) => (marks[name] = value) } },
  };
  vm.runInNewContext(platformGuardScript, context);
  return replaced;
}

const paths = [
  '/platform',
  '/platform/',
  '/platform/user',
  '/platform/user/create',
  '/platform/transporter',
  '/platform/transporter/fleet',
  '/platform/account',
  '/platform/profile/user/x',
  '/platformer',
  '/home/user/log-in',
];
const visitors: [string, AuthFlag | null][] = [
  ['nobody stored', null],
  ['logged out', { isAuthenticated: false, user: null }],
  ['flag without user', { isAuthenticated: true, user: null }],
  ...accountTypes.map((type): [string, AuthFlag] => [type, as(type)]),
];

describe('the inline guard and accessRedirect agree', () => {
  for (const path of paths) {
    for (const [who, auth] of visitors) {
      it(`${who} on ${path}`, () => {
        const expected =
          path.startsWith('/platform/') || path === '/platform'
            ? accessRedirect(platformArea(path), auth ?? { isAuthenticated: false, user: null }, path)
            : null;
        expect(runGuard(path, auth ? JSON.stringify(auth) : null)).toBe(expected);
      });
    }
  }

  it("marks the portal of a visitor who stays, for the sidebar's first paint, and of no one sent away", () => {
    for (const type of accountTypes) {
      const marks: Record<string, string> = {};
      expect(runGuard('/platform/account', JSON.stringify(as(type)), marks)).toBeNull();
      expect(marks).toEqual({ [accountAreaAttribute]: accountArea(type) });
    }
    const sentAway: Record<string, string> = {};
    runGuard('/platform/user', JSON.stringify(as('TRANSPORT_COMPANY')), sentAway);
    runGuard('/platform/user', null, sentAway);
    expect(sentAway).toEqual({});
  });

  it('treats a corrupt stored value as logged out', () => {
    expect(runGuard('/platform/user', '{not json')).toBe('/home/user/log-in?next=%2Fplatform%2Fuser');
  });

  it('lets a customer stay on the customer area and sends a transporter home', () => {
    expect(accessRedirect('user', as('USER'))).toBeNull();
    expect(accessRedirect('user', as('TRANSPORT_COMPANY'))).toBe('/platform/transporter?notice=wrong-area');
    expect(accessRedirect('transporter', as('COMPANY'))).toBe('/platform/user?notice=wrong-area');
    expect(accessRedirect('any', as('COMPANY'))).toBeNull();
  });
});

describe('back to where you were (issue 14)', () => {
  it('sends a logged-out visitor to log-in with the page asked for', () => {
    expect(runGuard('/platform/account', null)).toBe('/home/user/log-in?next=%2Fplatform%2Faccount');
    expect(accessRedirect('user', { isAuthenticated: false, user: null }, '/platform/user?transport=7')).toBe(
      '/home/user/log-in?next=%2Fplatform%2Fuser%3Ftransport%3D7',
    );
  });

  it('tells the wrong account type why it was sent home', () => {
    expect(runGuard('/platform/transporter/fleet', JSON.stringify(as('USER')))).toBe('/platform/user?notice=wrong-area');
    expect(runGuard('/platform/user/create', JSON.stringify(as('TRANSPORT_COMPANY')))).toBe('/platform/transporter?notice=wrong-area');
  });

  it('returns only to a /platform path of this site', () => {
    expect(safeReturnPath('/platform/user?transport=7')).toBe('/platform/user?transport=7');
    expect(safeReturnPath('/platform')).toBe('/platform');
    for (const bad of [
      null,
      '',
      '//evil.example/platform',
      'https://evil.example/platform',
      '/home/user/log-out',
      '/platformer',
      '/platform/\\evil.example',
      'javascript:alert(1)',
    ]) {
      expect(safeReturnPath(bad)).toBeNull();
    }
  });
});
