import { afterEach, describe, expect, it, vi } from 'vitest';
import { ExportResultCode, type ExportResult } from '@opentelemetry/core';
import type { LogRecordExporter, ReadableLogRecord } from '@opentelemetry/sdk-logs';
import { createLogProvider } from '@/client/telemetry/create-log-provider';
import { logsEndpoint, logsHeaders, usesBeacon } from '@/client/telemetry/logs-endpoint';
import { version } from '../../package.json';

describe('logsEndpoint', () => {
  it('adds https:// when the scheme is missing and posts to v1/logs', () => {
    expect(logsEndpoint('collector.example.com')).toBe('https://collector.example.com/v1/logs');
    expect(logsEndpoint('http://127.0.0.1:4318')).toBe('http://127.0.0.1:4318/v1/logs');
    expect(logsEndpoint('https://otel.example.com/base/')).toBe('https://otel.example.com/base/v1/logs');
  });

  it('is off when unset, blank or not a URL', () => {
    expect(logsEndpoint(undefined)).toBeUndefined();
    expect(logsEndpoint('  ')).toBeUndefined();
    expect(logsEndpoint('http://exa mple.com')).toBeUndefined();
  });
});

describe('logsHeaders and the transport', () => {
  it('reads name=value pairs', () => {
    expect(logsHeaders('x-api-key=abc%3D, x-team = web')).toEqual({ 'x-api-key': 'abc=', 'x-team': 'web' });
    expect(logsHeaders(undefined)).toEqual({});
  });

  it('uses a beacon only without custom headers and where the browser has one', () => {
    const nav = { sendBeacon: () => true };
    expect(usesBeacon({}, nav)).toBe(true);
    expect(usesBeacon({ 'x-api-key': 'abc' }, nav)).toBe(false);
    expect(usesBeacon({}, {})).toBe(false);
    expect(usesBeacon({}, undefined)).toBe(false);
  });
});

/** Records each export's batch; answers at once, or holds the answer until `release()`. */
function recordingExporter(hold = false) {
  const batches: ReadableLogRecord[][] = [];
  const pending: ((result: ExportResult) => void)[] = [];
  const exporter: LogRecordExporter = {
    export(logs, done) {
      batches.push(logs);
      if (hold) pending.push(done);
      else done({ code: ExportResultCode.SUCCESS });
    },
    forceFlush: () => Promise.resolve(),
    shutdown: () => Promise.resolve(),
  };
  const release = () => {
    hold = false;
    for (const done of pending.splice(0)) done({ code: ExportResultCode.SUCCESS });
  };
  return { exporter, batches, release };
}

describe('the logs SDK as the spec sets it up', () => {
  afterEach(() => vi.useRealTimers());

  it('names the frontend: service name, version from package.json, environment production', async () => {
    const { exporter, batches } = recordingExporter();
    const provider = createLogProvider(exporter);
    provider.getLogger('test').emit({ body: 'hello' });
    await provider.forceFlush();
    expect(batches[0]?.[0]?.resource.attributes).toMatchObject({
      'service.name': 'frontend',
      'service.version': version,
      'deployment.environment.name': 'production',
    });
  });

  it('keeps 128 attributes of a record', async () => {
    const { exporter, batches } = recordingExporter();
    const provider = createLogProvider(exporter);
    const attributes = Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`a${i}`, i]));
    provider.getLogger('test').emit({ body: 'many', attributes });
    await provider.forceFlush();
    expect(Object.keys(batches[0]?.[0]?.attributes ?? {})).toHaveLength(128);
  });

  it('sends at most 512 records a batch', async () => {
    const { exporter, batches } = recordingExporter();
    const provider = createLogProvider(exporter);
    const logger = provider.getLogger('test');
    for (let i = 0; i < 1200; i++) logger.emit({ body: `r${i}` });
    await provider.forceFlush();
    expect(batches.map((batch) => batch.length)).toEqual([512, 512, 176]);
  });

  it('queues at most 2048 records while an export is under way', async () => {
    const { exporter, batches, release } = recordingExporter(true);
    const provider = createLogProvider(exporter);
    const logger = provider.getLogger('test');
    for (let i = 0; i < 3000; i++) logger.emit({ body: `r${i}` });
    release();
    const flushed = provider.forceFlush();
    await vi.waitFor(() => {
      release();
      expect(batches.flat()).toHaveLength(512 + 2048);
    });
    release();
    await flushed;
    expect(batches.flat()).toHaveLength(512 + 2048);
  });

  it('flushes every 5000 ms', async () => {
    vi.useFakeTimers();
    const { exporter, batches } = recordingExporter();
    const provider = createLogProvider(exporter);
    provider.getLogger('test').emit({ body: 'one' });
    await vi.advanceTimersByTimeAsync(4999);
    expect(batches).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(batches).toHaveLength(1);
  });
});
