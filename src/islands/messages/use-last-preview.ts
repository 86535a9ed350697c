import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { InboxItem } from './types';

type Last = NonNullable<InboxItem['last']>;

/** The inbox's line for a thread's latest message: its text, or a short word for an offer, a file or Tovar's own note; "You: " before one's own. */
export function useLastPreview(): (last: Last) => string {
  const { t } = useTranslation('messages');
  return useCallback(
    (last) => {
      const text =
        last.kind === 'system'
          ? t(last.event ? `preview.${last.event}` : 'preview.system')
          : last.kind === 'offer'
            ? t('preview.offer')
            : last.kind === 'file'
              ? t('preview.file')
              : last.body.replace(/\s+/g, ' ');
      return last.mine && last.kind !== 'system' ? t('inbox.you', { text }) : text;
    },
    [t],
  );
}
