/**
 * POST /api/unsubscribe?token=…: RFC 8058's one-click unsubscribe. A mail client posts
 * `List-Unsubscribe=One-Click` without cookies; the signed token says whose mail of which category
 * to stop (services/notifications/unsubscribe-tokens.ts). Anything but POST changes nothing (a
 * scanner following the link), answering 405. The page /notifications/unsubscribe posts here with
 * `from=page` and is sent back to itself to say it is done.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { toLanguage } from '@/lib/i18n/languages';
import type { Db } from '../db/client';
import { setChoice } from '../services/notifications/notification-settings';
import { readUnsubscribeToken } from '../services/notifications/unsubscribe-tokens';
import { logger } from '../platform/logger';

const bodyLimit = 1_024;

async function formOf(req: IncomingMessage): Promise<URLSearchParams | null> {
  let body = '';
  for await (const chunk of req) {
    body += String(chunk);
    if (body.length > bodyLimit) return null;
  }
  return new URLSearchParams(body);
}

function plain(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers }).end(text);
}

export async function answerUnsubscribe(req: IncomingMessage, res: ServerResponse, db: Db): Promise<boolean> {
  if (req.method !== 'POST') {
    plain(res, 405, 'Use POST to unsubscribe.', { Allow: 'POST' });
    return true;
  }
  const url = new URL(req.url ?? '/', 'http://localhost');
  const token = url.searchParams.get('token') ?? '';
  const form = await formOf(req);
  const reader = form ? readUnsubscribeToken(token) : null;
  if (!form || !reader) {
    plain(res, 400, 'This unsubscribe link is not valid.');
    return true;
  }
  // The person may have deleted the account since: nothing left to stop.
  await setChoice(db, reader.userId, reader.category, 'mail', false).catch((error: unknown) =>
    logger.warn('unsubscribe of a missing user', { error: String(error) }),
  );
  logger.info('unsubscribed', { userId: reader.userId, category: reader.category });
  if (form.get('from') === 'page') {
    const lang = toLanguage(form.get('lang'));
    res
      .writeHead(303, {
        Location: `/notifications/unsubscribe?token=${encodeURIComponent(token)}&lang=${lang}&done=1`,
        'Cache-Control': 'no-store',
      })
      .end();
    return true;
  }
  plain(res, 200, 'Unsubscribed.');
  return true;
}
