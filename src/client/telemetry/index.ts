/**
 * Browser telemetry, loaded after the first paint so that pages pay nothing up front: until then only
 * window errors and unhandled rejections are kept, to be sent once the SDK has loaded. Nothing at all
 * is loaded when `PUBLIC_OTEL_LOGS_URL` is not set (the build drops the import).
 */
import type { EarlyEvent } from './early-event';
import { logsEndpoint, logsHeaders } from './logs-endpoint';

const url = logsEndpoint(import.meta.env.PUBLIC_OTEL_LOGS_URL);

function afterFirstPaint(run: () => void): void {
  const idle = () => ('requestIdleCallback' in window ? requestIdleCallback(run, { timeout: 3000 }) : setTimeout(run, 1));
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}

export function startTelemetryLater(): void {
  if (!url) return;
  const endpoint = url;
  let report: ((event: EarlyEvent) => void) | undefined;
  const early: EarlyEvent[] = [];
  const keep = (event: EarlyEvent) => (report ? report(event) : early.length < 100 && early.push(event));
  addEventListener('error', (event) => keep({ kind: 'error', reason: event.error ?? event.message }));
  addEventListener('unhandledrejection', (event) => keep({ kind: 'rejection', reason: event.reason }));
  afterFirstPaint(() => {
    void import('./start-telemetry').then(({ startTelemetry }) => {
      report = startTelemetry(endpoint, logsHeaders(import.meta.env.PUBLIC_OTEL_LOGS_HEADERS), early.splice(0));
    });
  });
}
