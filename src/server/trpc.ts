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
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { AccountType } from '@/lib/constants';
import { isMessageKey } from '@/lib/message-key';
import { toLanguage, type Language } from '@/lib/i18n/languages';
import type { Db } from './db/client';
import { refreshTokens } from './db/schema';
import { verifyAccessToken, type AccessClaims } from './services/tokens';
import { config } from './config';

// 1. CONTEXT
export interface Context {
  db: Db;
  auth: AccessClaims | null;
  ip: string;
  lang: Language;
  userAgent: string;
  /** The origin links in mails point to. */
  origin: string;
}

export interface RequestInfo {
  db: Db;
  headers: Headers;
  ip: string;
  origin: string;
}

export async function createContext({ db, headers, ip, origin }: RequestInfo): Promise<Context> {
  const bearer = headers.get('authorization')?.match(/^Bearer\s+(.+)$/i)?.[1]?.trim();
  const cookieLang = headers.get('cookie')?.match(/(?:^|;\s*)tovar-language=([^;]+)/)?.[1];
  return {
    db,
    auth: bearer ? await verifyAccessToken(bearer) : null,
    ip,
    lang: toLanguage(headers.get('x-tovar-language') ?? cookieLang),
    userAgent: headers.get('user-agent')?.slice(0, 300) ?? '',
    origin: config.appUrl ?? origin,
  };
}

// 2. INITIALISATION
const t = initTRPC.context<Context>().create({
  transformer: superjson,
  isDev: !config.production,
  errorFormatter({ shape, error }) {
    const zodError = error.cause instanceof z.ZodError ? z.flattenError(error.cause) : null;
    // Input that fails its schema reports the schema's message keys per field, not zod's prose; an
    // internal error never carries its message (it may quote SQL) out of the server.
    const message = zodError
      ? 'validation:invalidInput'
      : error.code === 'PAYLOAD_TOO_LARGE'
        ? 'validation:requestTooLarge'
        : error.code === 'INTERNAL_SERVER_ERROR' && !isMessageKey(shape.message)
          ? 'auth:unexpectedError'
          : shape.message;
    return {
      ...shape,
      message,
      data: { ...shape.data, zodError },
    };
  },
});

export const createTRPCRouter = t.router;
export const createCallerFactory = t.createCallerFactory;

// 3. PROCEDURES
export const publicProcedure = t.procedure;

/** A caller with a valid access token whose session has not been revoked (log-out, password change). */
export const authedProcedure = t.procedure.use(async ({ ctx, next }) => {
  if (!ctx.auth) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'auth:auth_session_missing' });
  const [live] = await ctx.db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.familyId, ctx.auth.sessionId), isNull(refreshTokens.revokedAt)))
    .limit(1);
  if (!live) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'auth:auth_session_missing' });
  return next({ ctx: { ...ctx, auth: ctx.auth } });
});

/** Only these account types; everyone else gets FORBIDDEN. */
export function roleProcedure(...roles: AccountType[]) {
  return authedProcedure.use(({ ctx, next }) => {
    if (!roles.includes(ctx.auth.role)) throw new TRPCError({ code: 'FORBIDDEN', message: 'errors:forbidden' });
    return next();
  });
}
