/** Session refresh exactly as spec section 4: OK, LOGOUT or ERROR; a failed call does not log out. */
import { $authLoading, $refreshToken, login, logout } from '@/stores/auth';
import { plainApi } from './plain-api';
import { sessionEnded } from './session-ended';

export type RefreshOutcome = 'OK' | 'LOGOUT' | 'ERROR';

export async function refreshSession(): Promise<RefreshOutcome> {
  $authLoading.set(true);
  const refreshToken = $refreshToken.get();
  if (!refreshToken) {
    logout();
    return 'LOGOUT';
  }
  try {
    const answer = await plainApi.auth.refreshSession.mutate({ refreshToken });
    if (answer.success) {
      login({ user: answer.user, token: answer.token, refreshToken: answer.refreshToken });
      return 'OK';
    }
    sessionEnded.write(true);
    logout();
    return 'LOGOUT';
  } catch {
    $authLoading.set(false);
    return 'ERROR';
  }
}
