/** Issue 13: the server's OTLP export reads the standard OpenTelemetry variables, and is off without an endpoint. */
import { describe, expect, it } from 'vitest';
import { otlpSettingsFrom } from '@/server/telemetry/otlp-settings';
import { logAttributes } from '@/server/telemetry/log-attributes';

describe('server OTLP settings', () => {
  it('is off when no endpoint is set', () => {
    expect(otlpSettingsFrom({})).toBeNull();
    expect(otlpSettingsFrom({ OTEL_EXPORTER_OTLP_ENDPOINT: '  ', OTEL_SERVICE_NAME: 'x' })).toBeNull();
  });

  it('reads the base, the headers and the service name, defaulting to tovar-server', () => {
    expect(otlpSettingsFrom({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318/' })).toEqual({
      base: 'http://collector:4318',
      headers: {},
      serviceName: 'tovar-server',
    });
    expect(
      otlpSettingsFrom({
        OTEL_EXPORTER_OTLP_ENDPOINT: 'https://otlp.example/tenant',
        OTEL_EXPORTER_OTLP_HEADERS: 'api-key=abc%3D%3D, x-scope = ops ,broken',
        OTEL_SERVICE_NAME: 'tovar-eu',
      }),
    ).toEqual({ base: 'https://otlp.example/tenant', headers: { 'api-key': 'abc==', 'x-scope': 'ops' }, serviceName: 'tovar-eu' });
  });

  it('refuses an endpoint that is not an http(s) address', () => {
    expect(() => otlpSettingsFrom({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' })).toThrow(/OTEL_EXPORTER_OTLP_ENDPOINT/);
  });

  it('flattens a log line’s fields into attributes', () => {
    expect(
      logAttributes({
        requestId: 'r1',
        status: 200,
        ok: true,
        skipped: undefined,
        error: { name: 'E', cause: { code: 'X' } },
        ids: [1, 2],
      }),
    ).toEqual({
      requestId: 'r1',
      status: 200,
      ok: true,
      'error.name': 'E',
      'error.cause.code': 'X',
      ids: '[1,2]',
    });
  });
});
