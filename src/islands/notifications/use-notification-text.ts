import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotificationItem } from '@/client/notification-stream';

/** A notification's sentence in the interface language: its kind's text with its count and params. */
export function useNotificationText(): (item: NotificationItem) => string {
  const { t } = useTranslation('notifications');
  return useCallback((item) => t(`kind.${item.kind}`, { ...item.params, count: item.count }), [t]);
}
