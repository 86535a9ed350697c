/** The auth error catalogue (spec section 8), plus our `too_many_attempts` and `invalid_reset_token`. */
export const authErrorCodes = [
  'unexpectedError',
  'unauthorized',
  'user_already_exists',
  'email_rate_limit_exceeded',
  'over_email_send_rate_limit',
  'email_not_confirmed',
  'auth_session_missing',
  'invalid_credentials',
  'same_password',
  'too_many_attempts',
  'invalid_reset_token',
  'invalid_confirmation_token',
] as const;
export type AuthErrorCode = (typeof authErrorCodes)[number];
