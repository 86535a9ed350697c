/**
 * Per request: the interface language from the cookie the client keeps in step with localStorage,
 * and the security headers every server-rendered answer carries.
 */
import { defineMiddleware } from 'astro:middleware';
import { languageStorageKey, toLanguage } from '@/lib/i18n/languages';

export const onRequest = defineMiddleware(async (context, next) => {
  context.locals.lang = toLanguage(context.isPrerendered ? undefined : context.cookies.get(languageStorageKey)?.value);
  const response = await next();
  if (!context.isPrerendered) {
    response.headers.set('X-Content-Type-Options', 'nosniff');
    response.headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    response.headers.set('X-Frame-Options', 'DENY');
    response.headers.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
  }
  return response;
});
