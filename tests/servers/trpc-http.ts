/**
 * tRPC over plain HTTP, as the browser's client sends it (superjson without special values): one call,
 * no batching; and the live feed's server-sent events, collected as they arrive.
 */
export interface Answer<T> {
  status: number;
  data?: T;
  /** The error's message key and tRPC code, e.g. UNAUTHORIZED. */
  error?: { message: string; code: string };
}

interface Envelope<T> {
  result?: { data?: { json?: T } };
  error?: { json?: { message: string; data?: { code: string } } };
}

async function answerOf<T>(response: Response): Promise<Answer<T>> {
  const body = (await response.json()) as Envelope<T>;
  const error = body.error?.json;
  return {
    status: response.status,
    ...(body.result ? { data: body.result.data?.json as T } : {}),
    ...(error ? { error: { message: error.message, code: error.data?.code ?? '' } } : {}),
  };
}

const authorization = (token?: string): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});

export async function mutate<T>(base: string, path: string, input: unknown, token?: string): Promise<Answer<T>> {
  const response = await fetch(`${base}/api/trpc/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...authorization(token) },
    body: JSON.stringify({ json: input }),
  });
  return answerOf<T>(response);
}

export async function query<T>(base: string, path: string, token?: string): Promise<Answer<T>> {
  return answerOf<T>(await fetch(`${base}/api/trpc/${path}`, { headers: authorization(token) }));
}

export interface LiveFeed {
  /** Everything the stream has sent so far. */
  text: () => string;
  close: () => Promise<void>;
}

/** Subscribes to live.feed on `base` (the token in connectionParams, as EventSource sends it). */
export async function openLiveFeed(base: string, token: string): Promise<LiveFeed> {
  const controller = new AbortController();
  const params = encodeURIComponent(JSON.stringify({ token }));
  const input = encodeURIComponent(JSON.stringify({ json: {} }));
  const response = await fetch(`${base}/api/trpc/live.feed?input=${input}&connectionParams=${params}`, {
    headers: { accept: 'text/event-stream' },
    signal: controller.signal,
  });
  if (!response.headers.get('content-type')?.includes('text/event-stream')) throw new Error(`live.feed answered ${response.status}`);
  let text = '';
  const reading = (async () => {
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      text += value;
    }
  })();
  return {
    text: () => text,
    close: async () => {
      controller.abort();
      await reading;
    },
  };
}
