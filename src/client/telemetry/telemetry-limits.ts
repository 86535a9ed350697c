/** Spec section 9: log batching and telemetry export. */
export const logBatching = {
  maxExportBatchSize: 512,
  maxQueueSize: 2048,
  scheduledDelayMillis: 5000,
  exportTimeoutMillis: 30_000,
} as const;

export const logRecordLimits = { attributeCountLimit: 128 } as const;

/**
 * The exporter's own: time-out 10 s, 30 exports at once. Its retries (up to 5 on 429, 502, 503 and 504,
 * backoff from 1 s, factor 1.5, cap 5 s, within the time-out) are the OTLP exporter's defaults, which
 * are exactly the spec's, so they are not set again here.
 */
export const logExport = { timeoutMillis: 10_000, concurrencyLimit: 30 } as const;
