/**
 * Per request: the interface language from the cookie the client keeps in step with localStorage,
 * and HTML that names its charset.
 * Security headers come from the server layer in front (src/server/http), for every response.
 */
import { defineMiddleware } from 'astro:middleware';
import { languageStorageKey, toLanguage } from '@/lib/i18n/languages';

export const onRequest = defineMiddleware(async (context, next) => {
  context.locals.lang = toLanguage(context.isPrerendered ? undefined : context.cookies.get(languageStorageKey)?.value);
  const response = await next();
  // Astro says text/html; browsers must not guess the encoding.
  if (response.headers.get('Content-Type') === 'text/html') response.headers.set('Content-Type', 'text/html; charset=utf-8');
  return response;
});
