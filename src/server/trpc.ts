/**
 * tRPC infrastructure: the one place that says how a request becomes a context and who may call
 * what. Routers import the procedures from here.
 *
 * 1. CONTEXT — the database, the caller (from the Bearer token), their IP and language.
 * 2. INITIALISATION — superjson, and an error shape whose message is a stable translation key.
 * 3. PROCEDURES — public, authed (a live session), and role-guarded.
 */
import { initTRPC, TRPCError } from '@trpc/server';
import superjson from 'superjson';
import * as z from 'zod/mini';
import type { AccountType } from '@/lib/constants';
import { isMessageKey } from '@/lib/message-key';
import { toLanguage, type Language } from '@/lib/i18n/languages';
import type { Db } from './db/client';
import { verifyAccessToken, type AccessClaims } from './services/auth/tokens';
import { sessionLiveness } from './services/auth/session-liveness';
import { endWithSession, isAsyncIterable } from './services/auth/session-bound-stream';
import { logger } from './platform/logger';
import { noteRequestUser } from './platform/request-context';
import { config } from './config';
import { isDatabaseUnavailable } from './db/unavailable';
import { refuseNul } from './text-input-guard';
import { serializeAnswer } from './platform/answer-serializer';

// 1. CONTEXT
export interface Context {
  db: Db;
  auth: AccessClaims | null;
  ip: string;
  lang: Language;
  userAgent: string;
}

/** The one thing the context reads of a request's headers (a Headers object, or a Node request's view). */
export type HeaderReader = Pick<Headers, 'get'>;

export interface RequestInfo {
  db: Db;
  headers: HeaderReader;
  ip: string;
  /** What a subscription's EventSource sends in the URL, as it cannot send headers: `{ token }`. */
  connectionParams?: Record<string, string | undefined> | null;
}

export async function createContext({ db, headers, ip, connectionParams }: RequestInfo): Promise<Context> {
  const bearer =
    headers
      .get('authorization')
      ?.match(/^Bearer\s+(.+)$/i)?.[1]
      ?.trim() ?? connectionParams?.token;
  const cookieLang = headers.get('cookie')?.match(/(?:^|;\s*)tovar-language=([^;]+)/)?.[1];
  const auth = bearer ? await verifyAccessToken(bearer) : null;
  if (auth) noteRequestUser(auth.userId);
  return {
    db,
    auth,
    ip,
    lang: toLanguage(headers.get('x-tovar-language') ?? cookieLang),
    userAgent: headers.get('user-agent')?.slice(0, 300) ?? '',
  };
}

// 2. INITIALISATION
/**
 * What the caller reads: a translation key, never a library's own text. Input that fails its schema
 * reports the schema's keys per field (zodError); input that cannot even be read (malformed JSON, a
 * `null` body, a broken superjson envelope) says only that it is invalid; any other message that is
 * not a key (an internal error quoting SQL, a path echoed back) becomes the generic one.
 */
function publicMessage(code: TRPCError['code'], message: string, invalidFields: boolean): string {
  if (invalidFields) return 'validation:invalidInput';
  if (isMessageKey(message)) return message;
  if (code === 'PAYLOAD_TOO_LARGE') return 'validation:requestTooLarge';
  return code === 'PARSE_ERROR' || code === 'BAD_REQUEST' ? 'validation:invalidInput' : 'errors:unexpected';
}

// The shared schemas are zod/mini, which brings no texts of its own (the browser is spared them): a
// field whose schema names no key of ours reads as zod's English here, as it did with classic zod.
z.config(z.locales.en());

const t = initTRPC.context<Context>().create({
  // Inputs are read by superjson; answers are written as superjson writes them, faster (answer-serializer.ts).
  transformer: { input: superjson, output: { serialize: serializeAnswer, deserialize: superjson.deserialize } },
  isDev: !config.production,
  // Subscriptions over SSE: a comment every 15 s keeps proxies from closing a quiet stream, and the
  // client reconnects (resuming from its last event id) when nothing arrived for 25 s.
  sse: { ping: { enabled: true, intervalMs: 15_000 }, client: { reconnectAfterInactivityMs: 25_000 } },
  errorFormatter({ shape, error }) {
    const zodError = error.cause instanceof z.core.$ZodError ? z.flattenError(error.cause) : null;
    const message = publicMessage(error.code, shape.message, zodError !== null);
    // A replaced message must not come back through the stack trace (sent outside production).
    const { stack: _stack, ...data } = shape.data;
    const keepStack = message === shape.message && error.code !== 'SERVICE_UNAVAILABLE';
    return {
      ...shape,
      message,
      data: { ...(keepStack ? shape.data : data), zodError },
    };
  },
});

/** The adapters' onError: an internal error is logged (the logger redacts it); the caller sees only a key. */
export function onTrpcError({ error, path }: { error: TRPCError; path?: string }): void {
  if (error.code === 'INTERNAL_SERVER_ERROR') logger.error('trpc internal error', { path, error });
  if (error.code === 'SERVICE_UNAVAILABLE') logger.warn('database unavailable', { path, error: String(error.cause) });
}

export const createTRPCRouter = t.router;
export const createCallerFactory = t.createCallerFactory;

// 3. PROCEDURES
/**
 * Every procedure, public or not, runs ONE middleware of ours (each one more is a copy of the call's
 * options and context in tRPC, the largest cost left on a cheap call: issue 25), built from these:
 * no input holds a NUL, whatever its schema says (text-input-guard.ts); a database that cannot be
 * reached (connection refused or dropped, a time-out) answers 503 with a translated message (and
 * Retry-After, trpc-options.ts), never a 500 with a stack.
 */
async function guarded<Result extends { ok: boolean; error?: unknown }>(
  getRawInput: () => Promise<unknown>,
  run: () => Promise<Result>,
): Promise<Result> {
  refuseNul(await getRawInput());
  let result: Result;
  try {
    result = await run();
  } catch (cause) {
    if (isDatabaseUnavailable(cause)) throw unavailable(cause);
    throw cause;
  }
  if (!result.ok && isDatabaseUnavailable(result.error)) throw unavailable(result.error);
  return result;
}

const unavailable = (cause: unknown) => new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: 'errors:serviceUnavailable', cause });

export const publicProcedure = t.procedure.use(({ getRawInput, next }) => guarded(getRawInput, () => next()));

/**
 * A caller with a valid access token whose session has not been revoked (log-out, password change),
 * of one of `roles` when given (anyone else: FORBIDDEN). A subscription's stream ends with that
 * session: revoked, or its token expired (session-bound-stream.ts); its handler waits on
 * `ctx.streamSignal`, which aborts then and when the client leaves.
 */
function sessionProcedure(roles: readonly AccountType[] | null) {
  return t.procedure.use(({ ctx, type, signal, getRawInput, next }) =>
    guarded(getRawInput, async () => {
      const auth = ctx.auth;
      if (!auth || !(await sessionLiveness.isLive(ctx.db, auth.sessionId, auth.userId))) {
        throw new TRPCError({ code: 'UNAUTHORIZED', message: 'auth:auth_session_missing' });
      }
      if (roles && !roles.includes(auth.role)) throw new TRPCError({ code: 'FORBIDDEN', message: 'errors:forbidden' });
      if (type !== 'subscription') return next({ ctx: { auth, streamSignal: undefined as AbortSignal | undefined } });
      const handlerStop = new AbortController();
      const streamSignal = signal ? AbortSignal.any([signal, handlerStop.signal]) : handlerStop.signal;
      const result = await next({ ctx: { auth, streamSignal: streamSignal as AbortSignal | undefined } });
      if (!result.ok) return result;
      if (!isAsyncIterable(result.data)) throw new Error('a subscription returns an async iterable, so that it ends with its session');
      const session = { db: ctx.db, auth, liveness: sessionLiveness };
      return { ...result, data: endWithSession(result.data, session, handlerStop) };
    }),
  );
}

export const authedProcedure = sessionProcedure(null);

/** The context of a signed-in caller, as authed and role-guarded procedures hand it to handlers. */
export type AuthedContext = Context & { auth: AccessClaims; streamSignal?: AbortSignal };

/** What every handler takes: `verbHandler({ ctx, input })`, in `routers/<domain>/<verb>.handler.ts`. */
export interface HandlerOptions<Input = undefined, Ctx extends Context = AuthedContext> {
  ctx: Ctx;
  input: Input;
}

/** Only these account types; everyone else gets FORBIDDEN. */
export function roleProcedure(...roles: readonly AccountType[]) {
  return sessionProcedure(roles);
}
