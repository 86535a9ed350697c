/**
 * The session as section 3 of the spec has it: only `isAuthenticated` and `user` persist under a
 * product key; the access and refresh tokens live apart under `authToken` and `refreshToken`.
 */
import { persistentAtom } from '@nanostores/persistent';
import { atom, computed } from 'nanostores';
import type { AccountType } from '@/lib/constants';
import { authStorageKey } from '@/lib/platform-access';

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  accountType: AccountType;
  createdAt?: string | Date;
  /** The profile picture's file key (shown in the user menu), or null for initials. */
  avatarKey?: string | null;
}

export interface PersistedAuth {
  isAuthenticated: boolean;
  user: SessionUser | null;
}

const loggedOut: PersistedAuth = { isAuthenticated: false, user: null };

function decodeAuth(raw: string): PersistedAuth {
  try {
    const value = JSON.parse(raw) as PersistedAuth;
    return value && typeof value.isAuthenticated === 'boolean' ? value : loggedOut;
  } catch {
    return loggedOut;
  }
}

export const $auth = persistentAtom<PersistedAuth>(authStorageKey, loggedOut, { encode: JSON.stringify, decode: decodeAuth });
export const $authToken = persistentAtom<string>('authToken', '');
export const $refreshToken = persistentAtom<string>('refreshToken', '');
export const $authLoading = atom(false);
export const $user = computed($auth, (auth) => auth.user);

export interface SessionGrant {
  user: SessionUser;
  token: string;
  refreshToken: string;
}

/** Logged out → logged in: store the user, set the flag, save both tokens. */
export function login(grant: SessionGrant): void {
  $auth.set({ isAuthenticated: true, user: grant.user });
  $authToken.set(grant.token);
  $refreshToken.set(grant.refreshToken);
  $authLoading.set(false);
}

/** Logged in → logged out: clear the user, the flag and both tokens. */
export function logout(): void {
  $auth.set(loggedOut);
  $authToken.set('');
  $refreshToken.set('');
  $authLoading.set(false);
}

/** The signed-in user's name or picture changed (account settings): the menu shows it at once. */
export function updateUser(changes: Partial<Pick<SessionUser, 'name' | 'avatarKey'>>): void {
  const auth = $auth.get();
  if (auth.user) $auth.set({ ...auth, user: { ...auth.user, ...changes } });
}
