/** An upload refused with an HTTP status and the message key the upload field shows. */
import type { ServerResponse } from 'node:http';
import type { MessageKey } from '@/lib/i18n/keys';

export class UploadRefused extends Error {
  constructor(
    readonly status: number,
    readonly key: MessageKey,
    /** Sent with the answer (a Retry-After). */
    readonly headers: Record<string, string> = {},
  ) {
    super(key);
  }
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', ...headers });
  res.end(JSON.stringify(body));
}

/** What a refused sender may still push after the answer (so that it reads the answer) before the connection is cut. */
const discardedAfterRefusal = 1024 * 1024;

/**
 * `{ error: key }`. The rest of the body is read and dropped, so the sender sees the answer rather
 * than a reset connection; when it keeps sending past a megabyte (or for 5 s), the connection is cut.
 */
export function sendRefusal(res: ServerResponse, refusal: UploadRefused, headers: Record<string, string> = {}): void {
  const req = res.req;
  if (res.headersSent) return void res.destroy();
  const unread = !req.complete;
  const all = { ...refusal.headers, ...headers };
  sendJson(res, refusal.status, { error: refusal.key }, unread ? { ...all, Connection: 'close' } : all);
  if (!unread) return void req.resume();
  let discarded = 0;
  const cut = () => req.socket.destroy();
  const timer = setTimeout(cut, 5_000).unref();
  req.on('close', () => clearTimeout(timer));
  req.on('data', (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > discardedAfterRefusal) cut();
  });
  req.resume();
}
