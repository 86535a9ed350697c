/**
 * A notification's push, in the recipient's language, through the durable queue (push-queue.ts):
 * the title names the category, the body is the bell's text, `path` is what a click opens and `tag`
 * (the Topic) lets the browser replace an older notification about the same thing. Held until quiet
 * hours end, like the mail.
 */
import { getT } from '@/lib/i18n/server';
import { toLanguage } from '@/lib/i18n/languages';
import type { NotificationCategory, NotificationKind } from '@/lib/notifications';
import type { Db } from '../../db/client';
import { enqueuePush } from './push-queue';
import { pushPolicy, pushTopic } from './push-policy';
import { wakePushWorkers } from './push-worker-registry';

export interface PushNotice {
  kind: NotificationKind;
  category: NotificationCategory;
  subjectKey: string;
  params: Record<string, string | number>;
  path: string;
}

export async function queueNotificationPush(db: Db, to: { userId: string; language: string }, notice: PushNotice, at: Date): Promise<void> {
  const t = getT(toLanguage(to.language), 'notifications');
  const topic = pushTopic(notice.kind, notice.subjectKey);
  await enqueuePush(
    db,
    {
      userId: to.userId,
      payload: {
        title: t(`category.${notice.category}`),
        body: t(`kind.${notice.kind}`, { ...notice.params, count: 1 }),
        path: notice.path,
        tag: topic,
      },
      topic,
      ...pushPolicy[notice.category],
    },
    at,
  );
  wakePushWorkers();
}
