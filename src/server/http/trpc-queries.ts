/**
 * GET calls of queries (auth.me on every page, the lists), answered here with tRPC's own parts:
 * `getRequestInfo` reads the path, batch and input as its adapters do, each procedure is called as
 * `resolveResponse` calls it, errors take tRPC's shape (our formatter) and HTTP status, and the
 * answer is serialised by the router's transformer. What is left out is what a plain JSON answer
 * does not need and what cost most of a call's time (issues 9 and 25): a Fetch `Request` and
 * `Headers`, two AbortControllers per call, a `Response` and reading it back through a web stream.
 * Streamed batches (`trpc-accept: application/jsonl`) still go through `resolveResponse`;
 * mutations and subscriptions through tRPC's Node adapter (api.ts). tests/api/trpc-queries.test.ts
 * holds this way and the adapter to the same answers (the parts come from tRPC's
 * `unstable-core-do-not-import`: that test is what catches a change in them).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AnyTRPCRouter } from '@trpc/server';
import { resolveResponse } from '@trpc/server/http';
import {
  getErrorShape,
  getHTTPStatusCode,
  getRequestInfo,
  getTRPCErrorFromUnknown,
  transformTRPCResponse,
  type TRPCRequestInfo,
} from '@trpc/server/unstable-core-do-not-import';

type ResolveOptions = Parameters<typeof resolveResponse>[0];
export type QueryOptions = Omit<ResolveOptions, 'req' | 'path' | 'error'>;
type ErrorShape = ReturnType<typeof getErrorShape>;
type Answer = { result: { data: unknown } } | { error: ErrorShape };

/** Whether `path` (one procedure, or a batch joined by commas) names queries only. */
export function isQueryCall(router: AnyTRPCRouter, method: string | undefined, path: string): boolean {
  if (method !== 'GET') return false;
  const procedures = router._def.procedures as Record<string, { _def: { type: string } } | undefined>;
  try {
    return path.split(',').every((name) => procedures[decodeURIComponent(name)]?._def.type === 'query');
  } catch {
    return false; // a path that does not decode: the adapter answers it
  }
}

/** What tRPC reads of a GET request: method, URL, headers by name; a signal only for the streamed way. */
function viewOf(req: IncomingMessage, res: ServerResponse | null): Request {
  const headers = {
    get: (name: string) => {
      const value = req.headers[name.toLowerCase()];
      return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
    },
    has: (name: string) => req.headers[name.toLowerCase()] !== undefined,
  };
  let signal: AbortSignal | undefined;
  if (res) {
    const aborted = new AbortController();
    res.once('close', () => res.writableFinished || aborted.abort());
    signal = aborted.signal;
  }
  return { method: 'GET', url: `http://localhost${req.url ?? '/'}`, headers, signal } as unknown as Request;
}

/** The streamed way (`trpc-accept: application/jsonl`): tRPC's own resolveResponse. */
async function answerStreamed(req: IncomingMessage, res: ServerResponse, path: string, options: QueryOptions): Promise<void> {
  const response = await resolveResponse({ ...options, req: viewOf(req, res), path, error: null });
  response.headers.forEach((value, name) => res.setHeader(name, value));
  res.statusCode = response.status;
  if (!response.body) return void res.end();
  for await (const chunk of response.body) res.write(chunk);
  res.end();
}

/** Answers a GET call of queries (isQueryCall said so). */
export async function answerQueries(req: IncomingMessage, res: ServerResponse, path: string, options: QueryOptions): Promise<void> {
  if (req.headers['trpc-accept'] === 'application/jsonl') return answerStreamed(req, res, path, options);
  const { router } = options;
  const config = router._def._config;
  const view = viewOf(req, null);
  const url = new URL(view.url);
  let info: TRPCRequestInfo | undefined;
  let ctx: unknown;
  let answers: Answer[];
  let errors: ReturnType<typeof getTRPCErrorFromUnknown>[] = [];
  const shapeOf = (cause: unknown, call?: TRPCRequestInfo['calls'][number]) => {
    const error = getTRPCErrorFromUnknown(cause);
    errors.push(error);
    const type = call?.procedure?._def.type ?? info?.type ?? 'unknown';
    options.onError?.({ error, path: call?.path, input: call?.result(), ctx: ctx as never, type, req: view });
    return getErrorShape({ config, ctx: ctx as never, error, input: call?.result(), path: call?.path, type });
  };
  try {
    info = await getRequestInfo({
      req: view,
      path: decodeURIComponent(path),
      router,
      searchParams: url.searchParams,
      headers: view.headers,
      url,
      maxBatchSize: options.maxBatchSize,
    });
    const requestInfo = info;
    // As tRPC does: a context that cannot be made fails every call of the batch, each in its place.
    let contextError: unknown = null;
    try {
      ctx = await options.createContext?.({ info: requestInfo });
    } catch (cause) {
      contextError = cause;
    }
    answers = await Promise.all(
      requestInfo.calls.map(async (call): Promise<Answer> => {
        try {
          if (contextError !== null) throw contextError;
          const procedure = call.procedure!; // isQueryCall: every path names a query
          const data: unknown = await procedure({
            path: call.path,
            getRawInput: call.getRawInput,
            ctx,
            type: 'query',
            signal: undefined,
            batchIndex: call.batchIndex,
          });
          return { result: { data } };
        } catch (cause) {
          return { error: shapeOf(cause, call) };
        }
      }),
    );
  } catch (cause) {
    // The request itself could not be read (a batch too large, a malformed path).
    errors = [];
    answers = [{ error: shapeOf(cause) }];
  }
  const batch = info?.isBatchCall === true && answers.length === info.calls.length;
  const body = batch ? answers : answers[0]!;
  const meta = options.responseMeta?.({
    ctx: ctx as never,
    info,
    paths: info?.calls.map((call) => call.path),
    data: answers,
    errors,
    eagerGeneration: false,
    type: info?.type ?? 'unknown',
  });
  res.statusCode = meta?.status ?? getHTTPStatusCode(body, errors);
  res.setHeader('vary', 'trpc-accept, accept');
  res.setHeader('content-type', 'application/json');
  const headers = meta?.headers instanceof Headers ? Object.fromEntries(meta.headers) : (meta?.headers ?? {});
  for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
  res.end(JSON.stringify(transformTRPCResponse(config, body)));
}
