/**
 * The OpenTelemetry SDKs behind the server's export: log records through the logs SDK to
 * `<base>/v1/logs`, one span per HTTP request through the trace SDK to `<base>/v1/traces`, both as
 * OTLP/HTTP JSON in batches, under the resource `service.name` (OTEL_SERVICE_NAME) and the version
 * from package.json. What reaches a record is what the JSON log line holds, already redacted.
 */
import { ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, type Span } from '@opentelemetry/api';
import { SeverityNumber } from '@opentelemetry/api-logs';
import { OTLPLogExporter } from '@opentelemetry/exporter-logs-otlp-http';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchLogRecordProcessor, LoggerProvider } from '@opentelemetry/sdk-logs';
import { BatchSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';
import { ATTR_SERVICE_NAME, ATTR_SERVICE_VERSION } from '@opentelemetry/semantic-conventions';
import { version } from '../../../package.json';
import { logAttributes } from './log-attributes';
import type { OtlpSettings } from './otlp-settings';

export type LogLevel = 'info' | 'warn' | 'error';

const severities = { info: SeverityNumber.INFO, warn: SeverityNumber.WARN, error: SeverityNumber.ERROR } as const;

export interface RequestEnd {
  status: number;
  durationMs: number;
  userId?: string | undefined;
}

export interface OtlpExport {
  /** A redacted log line: its message and fields, and the request's span when it has one. */
  emitLog(level: LogLevel, message: string, fields: Record<string, unknown>, span?: Span): void;
  startRequestSpan(method: string, route: string, requestId: string): Span;
  endRequestSpan(span: Span, end: RequestEnd): void;
  flush(): Promise<void>;
  shutdown(): Promise<void>;
}

export function createOtlpExport({ base, headers, serviceName }: OtlpSettings): OtlpExport {
  const resource = resourceFromAttributes({ [ATTR_SERVICE_NAME]: serviceName, [ATTR_SERVICE_VERSION]: version });
  const logs = new LoggerProvider({
    resource,
    processors: [new BatchLogRecordProcessor({ exporter: new OTLPLogExporter({ url: `${base}/v1/logs`, headers }) })],
  });
  const traces = new TracerProvider({
    resource,
    spanProcessors: [new BatchSpanProcessor({ exporter: new OTLPTraceExporter({ url: `${base}/v1/traces`, headers }) })],
  });
  const logger = logs.getLogger('tovar-server', version);
  const tracer = traces.getTracer('tovar-server', version);

  return {
    emitLog(level, message, fields, span) {
      logger.emit({
        severityNumber: severities[level],
        severityText: level.toUpperCase(),
        body: message,
        attributes: logAttributes(fields),
        ...(span ? { context: trace.setSpan(ROOT_CONTEXT, span) } : {}),
      });
    },
    startRequestSpan(method, route, requestId) {
      return tracer.startSpan(`${method} ${route}`, {
        kind: SpanKind.SERVER,
        attributes: { 'http.request.method': method, 'url.path': route, 'tovar.request_id': requestId },
      });
    },
    endRequestSpan(span, { status, durationMs, userId }) {
      span.setAttribute('http.response.status_code', status);
      span.setAttribute('tovar.duration_ms', durationMs);
      if (userId) span.setAttribute('enduser.id', userId);
      if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    },
    flush: async () => {
      await Promise.all([logs.forceFlush(), traces.forceFlush()]);
    },
    shutdown: async () => {
      await Promise.all([logs.shutdown(), traces.shutdown()]);
    },
  };
}
