/**
 * A notification's mail, in the recipient's language, through the durable queue: its link opens the
 * thing in Tovar, and List-Unsubscribe with List-Unsubscribe-Post (RFC 8058) lets the mail client
 * stop the category in one click. notify.ts queues it, held until quiet hours end (the queue's
 * first attempt time).
 */
import { getT } from '@/lib/i18n/server';
import { toLanguage } from '@/lib/i18n/languages';
import { formatterFor } from '@/lib/format';
import { lockedCategories, noticeTextParams, type NotificationCategory, type NotificationKind } from '@/lib/notifications';
import { config } from '../../config';
import type { Mail } from '../mail/mail-message';
import { unsubscribeToken, unsubscribeUrl } from './unsubscribe-tokens';

export interface MailRecipient {
  userId: string;
  name: string;
  email: string;
  language: string;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface MailNotice {
  kind: NotificationKind;
  category: NotificationCategory;
  params: Record<string, string | number>;
  count: number;
  path: string;
}

/** The mail of a notice, to be queued with its cause (notify.ts). */
export function notificationMail(to: MailRecipient, notice: MailNotice): Mail {
  const language = toLanguage(to.language);
  const t = getT(language, ['notifications', 'mail']);
  const params = noticeTextParams(notice.params, formatterFor(language).money);
  const headline = t(`notifications:kind.${notice.kind}`, { ...params, count: notice.count });
  const link = `${config.appUrl}${notice.path}`;
  const paragraphs = [t('mail:greeting', { name: to.name }), headline];
  const open = `${t('notifications:mail.open')}: ${link}`;
  const html = [
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(t('notifications:mail.open'))}</a></p>`,
    `<p>${escapeHtml(t('mail:signature'))}</p>`,
  ];
  // Security notices and "bid accepted" cannot be switched off: no unsubscribe to offer.
  if (lockedCategories.includes(notice.category)) {
    return { to: to.email, subject: headline, text: [...paragraphs, open, t('mail:signature')].join('\n\n'), html: html.join('\n') };
  }
  const token = unsubscribeToken(to.userId, notice.category);
  const oneClick = `${config.appUrl}/api/unsubscribe?token=${encodeURIComponent(token)}`;
  const page = `${unsubscribeUrl(token)}&lang=${language}`;
  const stop = t('notifications:mail.unsubscribe', { category: t(`notifications:category.${notice.category}`) });
  return {
    to: to.email,
    subject: headline,
    text: [...paragraphs, open, t('mail:signature'), '--', t('notifications:mail.why'), `${stop}: ${page}`].join('\n\n'),
    html: [
      ...html,
      `<hr><p><small>${escapeHtml(t('notifications:mail.why'))} <a href="${escapeHtml(page)}">${escapeHtml(stop)}</a></small></p>`,
    ].join('\n'),
    headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
