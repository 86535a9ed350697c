/**
 * A subscription opened over HTTP as the browser's EventSource opens it (input and token in the URL),
 * read to its first event after `connected`: what it streams first, or the error it answers with.
 */
import type { Db } from '@/server/db/client';
import { trpcEndpoint } from './http';

export type FirstEvent = { kind: 'data' } | { kind: 'error'; httpStatus: number; message: string } | { kind: 'quiet' };

interface ErrorEventData {
  json: { message: string; data: { httpStatus: number } };
}

/** The first event, or `quiet` when none came within `quietMs` (a stream waiting for news); then closes it. */
export async function firstEventOf(db: Db, ip: string, path: string, input: unknown, token: string, quietMs = 150): Promise<FirstEvent> {
  const controller = new AbortController();
  const query = `input=${encodeURIComponent(JSON.stringify({ json: input }))}&connectionParams=${encodeURIComponent(JSON.stringify({ token }))}`;
  const response = await trpcEndpoint(db, ip)(`${path}?${query}`, { headers: { accept: 'text/event-stream' }, signal: controller.signal });
  if (!response.body) return { kind: 'error', httpStatus: response.status, message: '' };
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const quiet = new Promise<null>((settle) => setTimeout(() => settle(null), quietMs));
  let text = '';
  try {
    for (;;) {
      const blocks = text
        .split('\n\n')
        .slice(0, -1)
        .map((b) => b.trim())
        .filter(Boolean);
      const block = blocks.find((b) => !/^event: (connected|ping)$/m.test(b));
      if (block?.startsWith('event: serialized-error')) {
        const data = JSON.parse(block.match(/^data: (.*)$/m)?.[1] ?? 'null') as ErrorEventData;
        return { kind: 'error', httpStatus: data.json.data.httpStatus, message: data.json.message };
      }
      if (block) return { kind: 'data' };
      const chunk = await Promise.race([reader.read(), quiet]);
      if (!chunk) return { kind: 'quiet' };
      if (chunk.done) return { kind: 'error', httpStatus: response.status, message: 'ended without an event' };
      text += chunk.value;
    }
  } finally {
    controller.abort();
    await reader.cancel().catch(() => undefined);
  }
}
