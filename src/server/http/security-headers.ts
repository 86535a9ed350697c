/** The headers every response carries, whichever part of the server answers it. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { apiContentSecurityPolicy } from './content-security';

/** HTTPS directly, or behind a proxy that says the client used it. */
function isHttps(req: IncomingMessage, trustProxy: boolean): boolean {
  if ('encrypted' in req.socket && req.socket.encrypted) return true;
  return (
    trustProxy &&
    String(req.headers['x-forwarded-proto'] ?? '')
      .split(',')[0]
      ?.trim() === 'https'
  );
}

export function setSecurityHeaders(req: IncomingMessage, res: ServerResponse, trustProxy: boolean): void {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
  // Pages get Astro's policy (script hashes); everything else this strict default, replaced by a
  // page's own header when Astro or the static-file server writes one.
  res.setHeader('Content-Security-Policy', apiContentSecurityPolicy);
  if (isHttps(req, trustProxy)) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
}
