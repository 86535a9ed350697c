/** tRPC over plain HTTP, as the browser's client sends it (superjson without special values): one call, no batching. */
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
