/**
 * Absolute links to this site in what leaves it (a mailed link, a link preview's og:url and
 * og:image): they start at the configured address (config.appUrl, from PUBLIC_APP_URL), never at a
 * request's Host header, which anyone can set to send a preview or a token to their own site.
 */
import { config } from '../config';

/** `path` (from the site's root, '/…') under the configured address, which may itself hold a path. */
export function appLink(path: string, appUrl = config.appUrl): string {
  return `${appUrl}${path.startsWith('/') ? path : `/${path}`}`;
}
