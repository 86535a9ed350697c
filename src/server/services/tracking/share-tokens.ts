/**
 * Share-link tokens: 256 random bits, shown once (in the link) and stored only as their SHA-256 hash,
 * so a leaked database does not open anyone's link.
 */
import crypto from 'node:crypto';

export function newShareToken(): { token: string; hash: string } {
  const token = crypto.randomBytes(32).toString('base64url');
  return { token, hash: hashShareToken(token) };
}

export function hashShareToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/** The public page of a link: `/track/<token>`. */
export const sharePath = (token: string) => `/track/${token}`;
