/**
 * Where browser logs go: `<base>/v1/logs`, the base from the build-time `PUBLIC_OTEL_LOGS_URL`
 * (`https://` added when the scheme is missing; no endpoint, so no telemetry, when unset or blank),
 * and the custom headers from `PUBLIC_OTEL_LOGS_HEADERS` ("name=value,name2=value2").
 */
export function logsEndpoint(base: string | undefined): string | undefined {
  const trimmed = base?.trim();
  if (!trimmed) return undefined;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(withScheme);
    url.pathname = `${url.pathname.replace(/\/+$/, '')}/v1/logs`;
    return url.href;
  } catch {
    return undefined;
  }
}

export function logsHeaders(setting: string | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const pair of (setting ?? '').split(',')) {
    const at = pair.indexOf('=');
    const name = pair.slice(0, at).trim();
    if (at > 0 && name) headers[name] = decodeURIComponent(pair.slice(at + 1).trim());
  }
  return headers;
}

/** A beacon when no custom headers are set and the browser has one (a beacon cannot carry headers); fetch otherwise. */
export function usesBeacon(headers: Record<string, string>, nav: { sendBeacon?: unknown } | undefined): boolean {
  return Object.keys(headers).length === 0 && typeof nav?.sendBeacon === 'function';
}
