/**
 * Optional export of the server's logs and traces to an OpenTelemetry collector (issue 13), on when
 * OTEL_EXPORTER_OTLP_ENDPOINT is set (otlp-settings.ts). The SDK is loaded only then; with it off,
 * the logger and the request log pay one null check.
 */
import type { OtlpExport } from './otlp-export';
import type { OtlpSettings } from './otlp-settings';

let active: OtlpExport | null = null;

/** The running export, or null when none is configured. */
export const activeTelemetry = (): OtlpExport | null => active;

/** Starts exporting to the collector the settings name; does nothing when they are null. */
export async function startServerTelemetry(settings: OtlpSettings | null): Promise<void> {
  if (!settings) return;
  const { createOtlpExport } = await import('./otlp-export');
  await stopServerTelemetry();
  active = createOtlpExport(settings);
}

/** Sends what is batched now (tests; the shutdown does it too). */
export async function flushServerTelemetry(): Promise<void> {
  await active?.flush();
}

/** Sends what is left and stops: the last thing a stopping server does. */
export async function stopServerTelemetry(): Promise<void> {
  const stopping = active;
  active = null;
  await stopping?.shutdown();
}
