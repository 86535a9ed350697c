/**
 * The Content-Security-Policy directives besides script-src and style-src (which Astro writes from
 * the hashes of every script it emits and the inline scripts we list in astro.config.mjs). Astro
 * sends the whole policy as a header on server pages and, through the node adapter's static headers,
 * on prerendered pages; other responses get `apiContentSecurityPolicy` from our server layer.
 */

/** The origin of a build-time URL setting, `https://` assumed when the scheme is missing. */
function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(url) ? url : `https://${url}`).origin;
  } catch {
    return null;
  }
}

function connectSources(connectUrls: (string | undefined)[]): string {
  const connect = ["'self'", ...connectUrls.map(originOf).filter((origin): origin is string => origin !== null)];
  return [...new Set(connect)].join(' ');
}

export function contentSecurityDirectives(...connectUrls: (string | undefined)[]): string[] {
  return [
    "default-src 'self'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src ${connectSources(connectUrls)}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
}

/** Everything that is not a page (API answers, assets, files): nothing may run or frame it. */
export const apiContentSecurityPolicy = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * The map's web worker (MapLibre) runs under the policy its script was served with: it fetches the
 * basemap's GeoJSON, and a configured style's tiles and sprites, and nothing else.
 */
export function workerContentSecurityPolicy(...connectUrls: (string | undefined)[]): string {
  return `default-src 'none'; connect-src ${connectSources(connectUrls)}; img-src 'self' data: blob:; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`;
}

/**
 * The push service worker (public/sw.js) runs under the policy its script was served with: it shows
 * notifications with our icon and opens our pages, and fetches nothing.
 */
export const serviceWorkerContentSecurityPolicy =
  "default-src 'none'; img-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
