/**
 * A subscription read over real SSE for as long as it streams, as the browser's EventSource opens it
 * (input and token in the URL, the token as a connection param): event by event, and when it ended.
 */
import type { Db } from '@/server/db/client';
import { trpcEndpoint } from './http';

export interface SseEvent {
  /** `connected`, `serialized-error`, or '' for a data event. */
  event: string;
  id?: string;
  data: string;
}

export interface SseStream {
  /** The next event, or null once the stream has ended. */
  next(): Promise<SseEvent | null>;
  /** Reads until an event matches; fails when the stream ends first. */
  until(matches: (event: SseEvent) => boolean): Promise<SseEvent>;
  /** When the stream ended (Date.now()), once it has. */
  endedAt: number | null;
  close(): Promise<void>;
}

function parse(block: string): SseEvent | null {
  const event: SseEvent = { event: '', data: '' };
  for (const line of block.split('\n')) {
    const [, field, value = ''] = line.match(/^([a-z]+): ?(.*)$/) ?? [];
    if (field === 'event') event.event = value;
    if (field === 'id') event.id = value;
    if (field === 'data') event.data += value;
  }
  return event.event || event.data ? event : null; // a comment alone is no event
}

/** Opens `path` in-process, or with `server` (a listening server's address) over a real HTTP connection. */
export async function openSubscription(db: Db, path: string, input: unknown, token: string, server?: string): Promise<SseStream> {
  const controller = new AbortController();
  const query = `input=${encodeURIComponent(JSON.stringify({ json: input }))}&connectionParams=${encodeURIComponent(JSON.stringify({ token }))}`;
  const init = { headers: { accept: 'text/event-stream' }, signal: controller.signal };
  const response = server ? await fetch(`${server}/api/trpc/${path}?${query}`, init) : await trpcEndpoint(db)(`${path}?${query}`, init);
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const stream: SseStream = {
    endedAt: null,
    async next() {
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const event = parse(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          if (event) return event;
          continue;
        }
        if (stream.endedAt !== null) return null;
        const chunk = await reader.read();
        if (chunk.done) stream.endedAt = Date.now();
        else buffer += chunk.value;
      }
    },
    async until(matches) {
      for (;;) {
        const event = await stream.next();
        if (!event) throw new Error(`${path}: the stream ended first`);
        if (matches(event)) return event;
      }
    },
    async close() {
      controller.abort();
      await reader.cancel().catch(() => undefined);
    },
  };
  return stream;
}
