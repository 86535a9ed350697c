/**
 * The server's one logger: JSON lines on stdout (info) and stderr (warn, error), each with the id of
 * the request it belongs to and its user, when there is one (request-context.ts). Every message and
 * field is redacted first (log-redaction.ts), so callers may pass an Error itself:
 * `logger.error('trpc internal error', { path, error })`. With OTLP export on (telemetry/), the same
 * redacted record also goes to the collector, inside its request's span; TOVAR_LOG=silent quiets
 * only the console.
 */
import { activeTelemetry } from '../telemetry';
import { redact, scrub } from './log-redaction';
import { currentRequest } from './request-context';

type Fields = Record<string, unknown>;

function write(level: 'info' | 'warn' | 'error', message: string, fields?: Fields): void {
  const silent = process.env.TOVAR_LOG === 'silent';
  const otlp = activeTelemetry();
  if (silent && !otlp) return;
  const safe = fields ? (redact(fields) as Fields) : {};
  const request = currentRequest();
  const context = request ? { requestId: request.requestId, userId: request.userId } : {};
  const text = scrub(message);
  if (!silent) {
    const line = JSON.stringify({ time: new Date().toISOString(), level, message: text, ...context, ...safe });
    (level === 'info' ? process.stdout : process.stderr).write(`${line}\n`);
  }
  otlp?.emitLog(level, text, { ...context, ...safe }, request?.span);
}

export const logger = {
  info: (message: string, fields?: Fields) => write('info', message, fields),
  warn: (message: string, fields?: Fields) => write('warn', message, fields),
  error: (message: string, fields?: Fields) => write('error', message, fields),
};
