import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotificationItem } from '@/client/notification-stream';
import { useFormat } from '@/client/use-format';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { openNotification } from './open-notification';
import { useNotificationText } from './use-notification-text';

interface NotificationEntryProps {
  item: NotificationItem;
  /** Called once the notification is marked read (by following it, or by its button). */
  onRead: () => void;
  /** A "Mark as read" button for an unread one (the page's list; the panel has none). */
  onMarkRead?: (() => void) | undefined;
}

/** Only a path on this site: a notification never sends anyone elsewhere. */
const sitePath = (path: string) => (/^\/(?![/\\])/.test(path) ? path : '/platform');

/**
 * One notification: its sentence, a link to what it is about (marked read on the way), "Unread" in
 * words beside a dot and bold text, and when it happened. One whose load is gone says so and links nowhere.
 */
export function NotificationEntry({ item, onRead, onMarkRead }: NotificationEntryProps) {
  const { t } = useTranslation('notifications');
  const format = useFormat();
  const textId = useId();
  const text = useNotificationText()(item);
  const textClass = cn('text-sm leading-snug break-words', !item.read && 'font-semibold');
  return (
    // On a phone the button goes under the text rather than narrowing it to a column: the text's basis and the
    // button's margin are both the dot and its gap (size-2 + gap-x-3 = 1.25rem), so the two line up.
    <li
      className={cn(
        'relative flex flex-wrap items-start gap-x-3 gap-y-1 px-4 py-3 sm:flex-nowrap',
        !item.read && 'bg-primary/5',
        item.available && 'hover:bg-accent/60',
      )}
    >
      <span aria-hidden="true" className={cn('mt-1.5 size-2 shrink-0 rounded-full', item.read ? 'bg-transparent' : 'bg-primary')} />
      <div className="grid min-w-0 grow basis-[calc(100%-1.25rem)] gap-1 sm:basis-0">
        {item.available ? (
          <a
            id={textId}
            href={sitePath(item.path)}
            onClick={(event) => openNotification(event, item, onRead)}
            className={cn(
              textClass,
              'rounded-sm outline-none after:absolute after:inset-0 focus-visible:ring-[3px] focus-visible:ring-ring/50',
            )}
          >
            {text}
          </a>
        ) : (
          <p id={textId} className={cn(textClass, 'text-muted-foreground')}>
            {text}
          </p>
        )}
        <p className="flex flex-wrap gap-x-2 text-xs text-muted-foreground">
          {!item.read && <span className="font-semibold text-foreground">{t('unread')}</span>}
          {!item.available && <span className="italic">{t('noLongerAvailable')}</span>}
          <time dateTime={item.updatedAt.toISOString()}>{format.activity(item.updatedAt)}</time>
        </p>
      </div>
      {onMarkRead && !item.read && (
        <Button variant="ghost" size="sm" className="relative z-10 shrink-0 max-sm:ml-5" aria-describedby={textId} onClick={onMarkRead}>
          {t('markRead')}
        </Button>
      )}
    </li>
  );
}
