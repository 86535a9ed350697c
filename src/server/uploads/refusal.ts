/** An upload refused with an HTTP status and the message key the upload field shows. */
import type { ServerResponse } from 'node:http';
import type { MessageKey } from '@/lib/i18n/keys';

export class UploadRefused extends Error {
  constructor(
    readonly status: number,
    readonly key: MessageKey,
  ) {
    super(key);
  }
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', ...headers });
  res.end(JSON.stringify(body));
}

/** `{ error: key }`; when the body was not read to its end, the connection closes once the answer is out. */
export function sendRefusal(res: ServerResponse, refusal: UploadRefused, bodyUnread: boolean): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  sendJson(res, refusal.status, { error: refusal.key }, bodyUnread ? { Connection: 'close' } : {});
  if (bodyUnread) res.on('finish', () => res.req.socket.destroy());
}
