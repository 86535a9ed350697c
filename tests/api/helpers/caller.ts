/** Real callers on a real database: anonymous, or signed in as a given user with a live session. */
import type { Db } from '@/server/db/client';
import { createCaller } from '@/server/root';
import type { Context } from '@/server/trpc';
import type { AccessClaims } from '@/server/services/auth/tokens';
import type { Language } from '@/lib/i18n/languages';

export interface CallerOptions {
  auth?: AccessClaims | null;
  ip?: string;
  lang?: Language;
}

export function callerFor(db: Db, options: CallerOptions = {}) {
  const context: Context = {
    db,
    auth: options.auth ?? null,
    ip: options.ip ?? '127.0.0.1',
    lang: options.lang ?? 'en',
    userAgent: 'vitest',
  };
  return createCaller(context);
}
