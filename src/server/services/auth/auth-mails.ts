/** The account mails, in the recipient's language. */
import { getT } from '@/lib/i18n/server';
import { toLanguage } from '@/lib/i18n/languages';
import type { Db } from '../../db/client';
import { config } from '../../config';
import { sendMail } from '../mail/mail';

interface Recipient {
  name: string;
  email: string;
  language: string;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

async function send(db: Db, kind: 'confirm' | 'reset' | 'exists', to: Recipient, link: string): Promise<void> {
  const t = getT(toLanguage(to.language), 'mail');
  const values = { name: to.name, link };
  const paragraphs = [t('greeting', values), t(`${kind}.body`, values), link, t(`${kind}.ignore`), t('signature')];
  await sendMail(db, {
    to: to.email,
    subject: t(`${kind}.subject`),
    text: paragraphs.join('\n\n'),
    html: paragraphs
      .map((p) => (p === link ? `<p><a href="${escapeHtml(link)}">${escapeHtml(t(`${kind}.action`))}</a></p>` : `<p>${escapeHtml(p)}</p>`))
      .join('\n'),
  });
}

// Links start at the configured address (config.appUrl), never at the request's Host. `db` is the
// action's handle (its transaction, when it has one): the mail is queued with the action.
export function sendConfirmationMail(db: Db, to: Recipient, token: string): Promise<void> {
  return send(db, 'confirm', to, `${config.appUrl}/home/user/log-in?confirm=${encodeURIComponent(token)}`);
}

export function sendPasswordResetMail(db: Db, to: Recipient, token: string): Promise<void> {
  return send(db, 'reset', to, `${config.appUrl}/home/user/reset-password?token=${encodeURIComponent(token)}`);
}

/** To an address that signed up again: it has an account (the sign-up's answer does not say so). */
export function sendAccountExistsMail(db: Db, to: Recipient): Promise<void> {
  return send(db, 'exists', to, `${config.appUrl}/home/user/log-in`);
}
