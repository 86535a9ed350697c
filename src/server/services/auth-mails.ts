/** The account mails, in the recipient's language. */
import { getT } from '@/lib/i18n/server';
import { toLanguage } from '@/lib/i18n/languages';
import { config } from '../config';
import { sendMail } from './mail';

interface Recipient {
  name: string;
  email: string;
  language: string;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

async function send(kind: 'confirm' | 'reset', to: Recipient, link: string): Promise<void> {
  const t = getT(toLanguage(to.language), 'mail');
  const values = { name: to.name, link };
  const paragraphs = [t('greeting', values), t(`${kind}.body`, values), link, t(`${kind}.ignore`), t('signature')];
  await sendMail({
    to: to.email,
    subject: t(`${kind}.subject`),
    text: paragraphs.join('\n\n'),
    html: paragraphs
      .map((p) => (p === link ? `<p><a href="${escapeHtml(link)}">${escapeHtml(t(`${kind}.action`))}</a></p>` : `<p>${escapeHtml(p)}</p>`))
      .join('\n'),
  });
}

// Links start at the configured address (config.appUrl), never at the request's Host.
export function sendConfirmationMail(to: Recipient, token: string): Promise<void> {
  return send('confirm', to, `${config.appUrl}/home/user/log-in?confirm=${encodeURIComponent(token)}`);
}

export function sendPasswordResetMail(to: Recipient, token: string): Promise<void> {
  return send('reset', to, `${config.appUrl}/home/user/reset-password?token=${encodeURIComponent(token)}`);
}
