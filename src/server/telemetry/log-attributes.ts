/**
 * A redacted log line's fields as OTLP attributes: nested objects flattened to dotted names
 * (`error.name`, `error.cause.message`), arrays and other values as JSON text, so a collector
 * receives exactly what the JSON line holds and nothing more.
 */
import type { AnyValueMap } from '@opentelemetry/api-logs';

export function logAttributes(fields: Record<string, unknown>, prefix = '', into: AnyValueMap = {}): AnyValueMap {
  for (const [key, value] of Object.entries(fields)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (value === undefined || value === null) continue;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') into[name] = value;
    else if (typeof value === 'object' && !Array.isArray(value)) logAttributes(value as Record<string, unknown>, name, into);
    else into[name] = JSON.stringify(value);
  }
  return into;
}
