/**
 * A notification's push, in the recipient's language, queued with its cause by notify.ts (like the
 * mail): the title names the category, the body is the bell's text, `path` is what a click opens
 * and `tag` (the Topic) lets the browser replace an older notification about the same thing. Held
 * until quiet hours end, like the mail (the queue's first attempt time).
 */
import { getT } from '@/lib/i18n/server';
import { toLanguage } from '@/lib/i18n/languages';
import { formatterFor } from '@/lib/format';
import { noticeTextParams, type NotificationCategory, type NotificationKind } from '@/lib/notifications';
import type { NewPush } from './push-queue';
import { pushPolicy, pushTopic } from './push-policy';

export interface PushNotice {
  kind: NotificationKind;
  category: NotificationCategory;
  subjectKey: string;
  params: Record<string, string | number>;
  count: number;
  path: string;
}

export function notificationPush(to: { userId: string; language: string }, notice: PushNotice): NewPush {
  const language = toLanguage(to.language);
  const t = getT(language, 'notifications');
  const topic = pushTopic(notice.kind, notice.subjectKey);
  return {
    userId: to.userId,
    payload: {
      title: t(`category.${notice.category}`),
      body: t(`kind.${notice.kind}`, { ...noticeTextParams(notice.params, formatterFor(language).money), count: notice.count }),
      path: notice.path,
      tag: topic,
    },
    topic,
    ...pushPolicy[notice.category],
  };
}
