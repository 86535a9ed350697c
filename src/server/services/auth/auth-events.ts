/**
 * Authentication events as their own log records (`event: auth.<name>`), for an operator to alert
 * on: log-ins and their failures, throttled guesses, sign-ups, password resets and changes, log-outs
 * and refresh-token reuse. Never a password, token, hash or mail body: only ids, the address and why.
 */
import { logger } from '../../platform/logger';

export type AuthEvent =
  | 'login.succeeded'
  | 'login.failed'
  | 'login.throttled'
  | 'signup.created'
  | 'signup.existing'
  | 'password_reset.requested'
  | 'password_reset.completed'
  | 'password_reset.refused'
  | 'password.changed'
  | 'password.change_failed'
  | 'logout'
  | 'session.revoked'
  | 'refresh.reuse_detected';

const warnings = new Set<AuthEvent>(['login.throttled', 'refresh.reuse_detected', 'password_reset.refused']);

export function authEvent(event: AuthEvent, fields: { userId?: string | null; ip?: string; reason?: string }): void {
  (warnings.has(event) ? logger.warn : logger.info)(`auth.${event}`, { event: `auth.${event}`, ...fields });
}
