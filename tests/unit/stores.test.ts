/**
 * The persisted stores on an in-memory localStorage (@nanostores/persistent's test engine), which
 * must be in place before the store modules create their atoms, hence the dynamic imports.
 */
import { cleanTestStorage, getTestStorage, setTestStorageKey, useTestStorageEngine } from '@nanostores/persistent';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SessionGrant, SessionUser } from '@/stores/auth';

useTestStorageEngine();
const auth = await import('@/stores/auth');
const theme = await import('@/stores/theme');
const language = await import('@/stores/language');

const carrier: SessionUser = { id: 'u1', name: 'Ana Carrier', email: 'ana@example.com', accountType: 'TRANSPORT_COMPANY' };
const grant: SessionGrant = { user: carrier, token: 'access-1', refreshToken: 'refresh-1' };

afterEach(() => {
  auth.logout();
  theme.$theme.set('system');
  cleanTestStorage();
});

describe('auth store', () => {
  beforeAll(() => cleanTestStorage());

  it('starts logged out', () => {
    expect(auth.$auth.get()).toEqual({ isAuthenticated: false, user: null });
    expect(auth.$user.get()).toBeNull();
    expect(auth.$authToken.get()).toBe('');
  });

  it('login stores the user and flag under tovar-auth, the tokens apart', () => {
    auth.$authLoading.set(true);
    auth.login(grant);
    expect(auth.$auth.get()).toEqual({ isAuthenticated: true, user: carrier });
    expect(auth.$user.get()).toEqual(carrier);
    expect(auth.$authLoading.get()).toBe(false);
    const storage = getTestStorage();
    expect(JSON.parse(storage['tovar-auth'] ?? 'null')).toEqual({ isAuthenticated: true, user: carrier });
    expect(storage['tovar-auth']).not.toContain('access-1');
    expect(storage.authToken).toBe('access-1');
    expect(storage.refreshToken).toBe('refresh-1');
  });

  it('logout clears the user, the flag and both tokens', () => {
    auth.login(grant);
    auth.logout();
    expect(auth.$auth.get()).toEqual({ isAuthenticated: false, user: null });
    expect(auth.$user.get()).toBeNull();
    const storage = getTestStorage();
    expect(JSON.parse(storage['tovar-auth'] ?? 'null')).toEqual({ isAuthenticated: false, user: null });
    expect(storage.authToken).toBe('');
    expect(storage.refreshToken).toBe('');
  });

  it('reads a session written by another tab, and treats garbage as logged out', () => {
    const unsubscribe = auth.$auth.listen(() => {});
    setTestStorageKey('tovar-auth', JSON.stringify({ isAuthenticated: true, user: { ...carrier, accountType: 'USER' } }));
    expect(auth.$user.get()?.accountType).toBe('USER');
    setTestStorageKey('tovar-auth', '{not json');
    expect(auth.$auth.get()).toEqual({ isAuthenticated: false, user: null });
    setTestStorageKey('tovar-auth', JSON.stringify({ user: carrier }));
    expect(auth.$auth.get()).toEqual({ isAuthenticated: false, user: null });
    unsubscribe();
  });
});

describe('theme store', () => {
  it("defaults to 'system', which resolves to light without an OS preference", () => {
    expect(theme.$theme.get()).toBe('system');
    expect(theme.$resolvedTheme.get()).toBe('light');
  });

  it('persists the choice under the plain key theme', () => {
    theme.setTheme('dark');
    expect(getTestStorage().theme).toBe('dark');
    expect(theme.$resolvedTheme.get()).toBe('dark');
    theme.setTheme('light');
    expect(theme.$resolvedTheme.get()).toBe('light');
  });

  it('ignores an unknown stored value', () => {
    const unsubscribe = theme.$theme.listen(() => {});
    setTestStorageKey('theme', 'purple');
    expect(theme.$theme.get()).toBe('system');
    unsubscribe();
  });
});

describe('language store', () => {
  it('defaults to English and falls back to it for unknown values', () => {
    expect(language.$language.get()).toBe('en');
    const unsubscribe = language.$language.listen(() => {});
    setTestStorageKey('tovar-language', 'sr-Cyrl');
    expect(language.$language.get()).toBe('sr-Cyrl');
    setTestStorageKey('tovar-language', 'klingon');
    expect(language.$language.get()).toBe('en');
    unsubscribe();
  });
});
