/**
 * Queries (GET) and mutations (POST of JSON), answered here with tRPC's own parts: `getRequestInfo`
 * reads the path, batch and input as its adapters do, each procedure is called as `resolveResponse`
 * calls it, errors take tRPC's shape (our formatter) and HTTP status, and the answer is serialised
 * by the router's transformer, then compressed in one go (compress.ts). Left out is what a plain JSON answer does not need and what cost most
 * of a call's time (issues 9 and 25): a Fetch `Request` with every header copied, a body read through
 * a web stream, two AbortControllers per call, a `Response` read back through another stream.
 * Streamed batches (`trpc-accept: application/jsonl`) still go through `resolveResponse`;
 * subscriptions and anything else through tRPC's Node adapter (api.ts). tests/api/trpc-calls.test.ts
 * holds this way and the adapter to the same answers (the parts come from tRPC's
 * `unstable-core-do-not-import`: that test is what catches a change in them).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { TRPCError, type AnyTRPCRouter } from '@trpc/server';
import type { resolveResponse } from '@trpc/server/http';
import { encodedBody } from './compress';
import { requestHeaders } from './request-info';
import {
  getErrorShape,
  getHTTPStatusCode,
  getRequestInfo,
  getTRPCErrorFromUnknown,
  transformTRPCResponse,
  type TRPCRequestInfo,
} from '@trpc/server/unstable-core-do-not-import';

type ResolveOptions = Parameters<typeof resolveResponse>[0];
export type CallOptions = Omit<ResolveOptions, 'req' | 'path' | 'error'> & { maxBodySize: number };
type ErrorShape = ReturnType<typeof getErrorShape>;
type Answer = { result: { data: unknown } } | { error: ErrorShape };
type Call = TRPCRequestInfo['calls'][number];

/** Where tRPC's endpoint is mounted. */
export const trpcPrefix = '/api/trpc/';

/**
 * Whether this way answers the request: a GET whose every procedure (one, or a batch joined by
 * commas) is a query, or a POST of JSON whose every procedure is a mutation.
 */
export function isLeanCall(router: AnyTRPCRouter, req: IncomingMessage, path: string): boolean {
  const type = req.method === 'GET' ? 'query' : req.method === 'POST' && isJson(req) ? 'mutation' : null;
  if (!type || req.headers['trpc-accept'] === 'application/jsonl') return false;
  const procedures = router._def.procedures as Record<string, { _def: { type: string } } | undefined>;
  try {
    return path.split(',').every((name) => procedures[decodeURIComponent(name)]?._def.type === type);
  } catch {
    return false; // a path that does not decode: the adapter answers it
  }
}

const isJson = (req: IncomingMessage) => /^application\/json\b/i.test(req.headers['content-type'] ?? '');

/** The body as text, refused as tRPC's adapter refuses it once it passes `limit` bytes. */
function readBody(req: IncomingMessage, limit: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) return void chunks.push(chunk);
      req.off('data', onData).off('end', onEnd);
      reject(new TRPCError({ code: 'PAYLOAD_TOO_LARGE' }));
    };
    const onEnd = () => resolve(Buffer.concat(chunks).toString('utf8'));
    req.on('data', onData).on('end', onEnd).once('error', reject);
  });
}

/** What tRPC reads of a request: method, URL, headers by name and, for a POST, the body. */
function viewOf(req: IncomingMessage, maxBodySize: number): Request {
  return {
    method: req.method,
    url: `http://localhost${req.url ?? '/'}`,
    headers: requestHeaders(req),
    text: () => readBody(req, maxBodySize),
  } as unknown as Request;
}

/** Answers a call that isLeanCall accepted. */
export async function answerCall(req: IncomingMessage, res: ServerResponse, path: string, options: CallOptions): Promise<void> {
  const { router } = options;
  const config = router._def._config;
  const view = viewOf(req, options.maxBodySize);
  const url = new URL(view.url);
  let info: TRPCRequestInfo | undefined;
  let ctx: unknown;
  let answers: Answer[];
  let errors: TRPCError[] = [];
  const shapeOf = (cause: unknown, call?: Call) => {
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
          const procedure = call.procedure!; // isLeanCall: every path names a procedure of this type
          const data: unknown = await procedure({
            path: call.path,
            getRawInput: call.getRawInput,
            ctx,
            type: procedure._def.type,
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
  res.end(encodedBody(req, res, JSON.stringify(transformTRPCResponse(config, body))));
}
