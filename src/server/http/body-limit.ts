/**
 * Request bodies are capped per route and refused with 413 before they are read: a declared
 * Content-Length over the cap is answered at once, and a body without one is counted as it streams
 * (the tRPC adapter stops at `maxBodySize`). Uploads have their own, larger limits, counted as they
 * stream (src/server/uploads/receive.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

export const bodyLimits = {
  /**
   * One batched tRPC call. The largest legitimate body is a wizard with 50 items of 300 characters
   * (Cyrillic: two bytes each), a 2,000-character description and its addresses: about 45 KB of JSON.
   */
  api: 128 * 1024,
  /** Anything else: no page takes a body. */
  other: 16 * 1024,
} as const;

export interface TooLargeAnswer {
  type: string;
  body: string;
}

/** The answer the tRPC client reads as a translated error (the error shape, through superjson). */
export const tooLargeForApi: TooLargeAnswer = {
  type: 'application/json',
  body: JSON.stringify({
    error: { json: { message: 'validation:requestTooLarge', code: -32013, data: { code: 'PAYLOAD_TOO_LARGE', httpStatus: 413 } } },
  }),
};

const tooLargeForPages: TooLargeAnswer = { type: 'text/plain; charset=utf-8', body: 'Payload Too Large' };

/** Answers 413 and returns true when the request declares a body larger than `limit` bytes. */
export function refuseDeclaredOversize(req: IncomingMessage, res: ServerResponse, limit: number, answer = tooLargeForPages): boolean {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (!(declared > limit)) return false;
  res.writeHead(413, { 'Content-Type': answer.type, Connection: 'close' });
  res.end(answer.body);
  // The rest of the body is never read: drop the connection once the answer is out.
  res.on('finish', () => req.socket.destroy());
  return true;
}
