/**
 * Access tokens: HS256 JWTs (algorithm pinned) carrying sub, role and the session family, 15 minutes.
 * Opaque tokens (refresh, mail links): 32 random bytes, stored only as SHA-256 hashes.
 */
import crypto from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { accountTypes, type AccountType } from '@/lib/constants';
import { config } from '../../config';
import { rememberVerified, type Verified } from './verified-tokens';

export const accessTokenTtlSeconds = 15 * 60;
const issuer = 'tovar';
const audience = 'tovar-api';

export interface AccessClaims {
  userId: string;
  role: AccountType;
  sessionId: string;
  /** When the token stops being accepted (ms since the epoch): set on every verified token; a stream ends then. */
  expiresAtMs?: number;
}

export function signAccessToken(claims: AccessClaims, now = Date.now()): Promise<string> {
  const issuedAt = Math.floor(now / 1000);
  return new SignJWT({ role: claims.role, sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuer(issuer)
    .setAudience(audience)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + accessTokenTtlSeconds)
    .sign(config.authSecret);
}

/** The claims and expiry of a valid token, or null for anything expired, forged, malformed or of another algorithm. */
async function verifySignature(token: string): Promise<Verified<AccessClaims> | null> {
  try {
    // `exp` is required: a token that never expires is refused even when its signature is good.
    const { payload } = await jwtVerify(token, config.authSecret, {
      algorithms: ['HS256'],
      issuer,
      audience,
      requiredClaims: ['exp', 'iat', 'sub'],
    });
    const role = payload.role as AccountType;
    if (!payload.sub || typeof payload.sid !== 'string' || !accountTypes.includes(role) || payload.exp === undefined) return null;
    const expiresAtMs = payload.exp * 1000;
    return { claims: { userId: payload.sub, role, sessionId: payload.sid, expiresAtMs }, expiresAtMs };
  } catch {
    return null;
  }
}

/** The claims of a valid token, or null; a token seen valid before is answered from memory until it expires. */
export const verifyAccessToken = rememberVerified(verifySignature);

export function newOpaqueToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}
