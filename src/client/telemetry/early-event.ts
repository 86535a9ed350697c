/** An error or rejection seen before the telemetry SDK loaded, kept by index.ts for start-telemetry.ts. */
export interface EarlyEvent {
  kind: 'error' | 'rejection';
  reason: unknown;
}
