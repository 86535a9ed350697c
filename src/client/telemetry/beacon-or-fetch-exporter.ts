import { ExportResultCode, type ExportResult } from '@opentelemetry/core';
import { OTLPLogExporter } from '@opentelemetry/exporter-logs-otlp-http';
import { JsonLogsSerializer } from '@opentelemetry/otlp-transformer';
import type { LogRecordExporter, ReadableLogRecord } from '@opentelemetry/sdk-logs';
import { logExport } from './telemetry-limits';
import { usesBeacon } from './logs-endpoint';

/**
 * The OTLP/HTTP JSON log exporter of the OpenTelemetry SDK, with the spec's transport choice in front:
 * a beacon when no custom headers are set and the browser has one (it survives the page going away,
 * but cannot see the answer, so it is never retried), the SDK's fetch with its retries otherwise, and
 * also when the browser refuses a beacon (its queue is full or the batch is over its size limit).
 */
export class BeaconOrFetchExporter implements LogRecordExporter {
  readonly #url: string;
  readonly #beacon: boolean;
  readonly #fetch: OTLPLogExporter;

  constructor(url: string, headers: Record<string, string>) {
    this.#url = url;
    this.#beacon = usesBeacon(headers, globalThis.navigator);
    this.#fetch = new OTLPLogExporter({ url, headers, ...logExport });
  }

  export(logs: ReadableLogRecord[], done: (result: ExportResult) => void): void {
    if (this.#beacon && this.#sendBeacon(logs)) {
      done({ code: ExportResultCode.SUCCESS });
      return;
    }
    this.#fetch.export(logs, done);
  }

  #sendBeacon(logs: ReadableLogRecord[]): boolean {
    const body = JsonLogsSerializer.serializeRequest(logs);
    if (!body) return false;
    try {
      return navigator.sendBeacon(this.#url, new Blob([body as BlobPart], { type: 'application/json' }));
    } catch {
      return false;
    }
  }

  forceFlush(): Promise<void> {
    return this.#fetch.forceFlush();
  }

  shutdown(): Promise<void> {
    return this.#fetch.shutdown();
  }
}
