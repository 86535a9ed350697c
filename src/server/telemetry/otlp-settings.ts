/**
 * Where the server's logs and traces go, from the standard OpenTelemetry variables: the collector's
 * base address (`OTEL_EXPORTER_OTLP_ENDPOINT`; `/v1/logs` and `/v1/traces` are appended), headers it
 * wants (`OTEL_EXPORTER_OTLP_HEADERS`, `name=value,name2=value2`, values percent-encoded) and the
 * service's name (`OTEL_SERVICE_NAME`). Null, and no export at all, when no endpoint is set.
 */
export interface OtlpSettings {
  base: string;
  headers: Record<string, string>;
  serviceName: string;
}

function headersFrom(list: string | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const pair of (list ?? '').split(',')) {
    const at = pair.indexOf('=');
    if (at <= 0) continue;
    const name = pair.slice(0, at).trim();
    const value = pair.slice(at + 1).trim();
    try {
      headers[name] = decodeURIComponent(value);
    } catch {
      headers[name] = value;
    }
  }
  return headers;
}

export function otlpSettingsFrom(vars: NodeJS.ProcessEnv): OtlpSettings | null {
  const endpoint = vars.OTEL_EXPORTER_OTLP_ENDPOINT?.trim();
  if (!endpoint) return null;
  if (!/^https?:\/\/[^/?#\s]+/.test(endpoint)) {
    throw new Error(`OTEL_EXPORTER_OTLP_ENDPOINT must be an http(s) address such as http://collector:4318, not "${endpoint}"`);
  }
  return {
    base: endpoint.replace(/\/+$/, ''),
    headers: headersFrom(vars.OTEL_EXPORTER_OTLP_HEADERS),
    serviceName: vars.OTEL_SERVICE_NAME?.trim() || 'tovar-server',
  };
}
