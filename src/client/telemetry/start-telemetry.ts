import { SeverityNumber, type AnyValueMap, type Logger } from '@opentelemetry/api-logs';
import { BeaconOrFetchExporter } from './beacon-or-fetch-exporter';
import { createLogProvider } from './create-log-provider';
import type { EarlyEvent } from './early-event';

const consoleLevels = [
  ['log', SeverityNumber.INFO, 'INFO'],
  ['info', SeverityNumber.INFO, 'INFO'],
  ['warn', SeverityNumber.WARN, 'WARN'],
  ['error', SeverityNumber.ERROR, 'ERROR'],
] as const;

function text(value: unknown): string {
  if (value instanceof Error) return `${value.name}: ${value.message}`;
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

function errorAttributes(error: unknown): AnyValueMap {
  if (!(error instanceof Error)) return {};
  return { 'exception.type': error.name, 'exception.message': error.message, 'exception.stacktrace': error.stack ?? '' };
}

/** Console calls (all but debug) go on to the console and to the collector. */
/* eslint-disable no-console -- wrapping the console is this function's job */
function forwardConsole(logger: Logger): void {
  for (const [method, severityNumber, severityText] of consoleLevels) {
    const original = console[method].bind(console);
    console[method] = (...args: unknown[]) => {
      original(...args);
      logger.emit({ severityNumber, severityText, body: args.map(text).join(' '), attributes: { 'log.source': `console.${method}` } });
    };
  }
}
/* eslint-enable no-console */

function emitEvent(logger: Logger, event: EarlyEvent): void {
  const source = event.kind === 'error' ? 'window.error' : 'unhandledrejection';
  logger.emit({
    severityNumber: SeverityNumber.ERROR,
    severityText: 'ERROR',
    body: text(event.reason),
    attributes: { 'log.source': source, 'url.full': location.href, ...errorAttributes(event.reason) },
  });
}

/** Starts the OpenTelemetry logs SDK and replays the errors caught before it loaded. */
export function startTelemetry(url: string, headers: Record<string, string>, early: EarlyEvent[]): (event: EarlyEvent) => void {
  const provider = createLogProvider(new BeaconOrFetchExporter(url, headers));
  const logger = provider.getLogger('tovar-frontend');
  forwardConsole(logger);
  for (const event of early) emitEvent(logger, event);
  return (event) => emitEvent(logger, event);
}
