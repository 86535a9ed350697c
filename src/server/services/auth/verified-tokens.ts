/**
 * Access tokens whose signature this process has checked, kept with their expiry: a signature stays
 * valid for a token's whole life, so a client calling again need not wait for another HMAC (issue 9).
 * Expiry is checked on every call; any other token (forged, altered by one byte) is a different key
 * and goes through the full check. Oldest entries go first once `maxEntries` are kept.
 */
export interface Verified<Claims> {
  claims: Claims;
  expiresAtMs: number;
}

export function rememberVerified<Claims>(
  verify: (token: string) => Promise<Verified<Claims> | null>,
  maxEntries = 5_000,
  now: () => number = Date.now,
): (token: string) => Promise<Claims | null> {
  const known = new Map<string, Verified<Claims>>();
  return async (token) => {
    const seen = known.get(token);
    if (seen && now() < seen.expiresAtMs) return seen.claims;
    known.delete(token);
    const checked = await verify(token);
    if (!checked || now() >= checked.expiresAtMs) return null;
    if (known.size >= maxEntries) known.delete(known.keys().next().value as string);
    known.set(token, checked);
    return checked.claims;
  };
}
