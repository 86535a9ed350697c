import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotificationItem } from '@/client/notification-stream';
import { useFormat } from '@/client/use-format';
import { noticeTextParams } from '@/lib/notifications';

/** A notification's sentence in the interface language: its kind's text with its count and params. */
export function useNotificationText(): (item: NotificationItem) => string {
  const { t } = useTranslation('notifications');
  const { money } = useFormat();
  return useCallback((item) => t(`kind.${item.kind}`, { ...noticeTextParams(item.params, money), count: item.count }), [t, money]);
}
