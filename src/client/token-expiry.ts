/** Seconds until an access token's `exp`, or 0 when it cannot be read (the browser reads, it does not verify). */
export function secondsLeft(token: string): number {
  try {
    const payload = JSON.parse(atob(token.split('.')[1]?.replace(/-/g, '+').replace(/_/g, '/') ?? '')) as { exp?: unknown };
    return typeof payload.exp === 'number' ? payload.exp - Date.now() / 1000 : 0;
  } catch {
    return 0;
  }
}
