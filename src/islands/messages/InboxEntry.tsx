import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/client/use-format';
import { threadPath } from '@/lib/paths';
import { cn } from '@/lib/utils';
import type { InboxItem } from './types';
import { useLastPreview } from './use-last-preview';

interface InboxEntryProps {
  item: InboxItem;
  /** The thread shown beside the list. */
  current: boolean;
  onSelect: (threadId: string) => void;
}

/** A plain click chooses the thread in place; a click into a new tab follows the link. */
function chosenInPlace(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** One conversation: the load, the other side, the latest message, when, and how many are unread. */
export function InboxEntry({ item, current, onSelect }: InboxEntryProps) {
  const { t } = useTranslation('messages');
  const format = useFormat();
  const preview = useLastPreview();
  // The thread shown is being read (marked read as it shows): no badge for it.
  const unread = !current && item.unread > 0;
  return (
    <li className={cn('relative', current ? 'bg-accent' : unread && 'bg-primary/5', 'hover:bg-accent/60')}>
      <a
        href={threadPath(item.id)}
        data-thread={item.id}
        aria-current={current ? 'true' : undefined}
        onClick={(event) => {
          if (!chosenInPlace(event)) return;
          event.preventDefault();
          onSelect(item.id);
        }}
        className="grid gap-0.5 px-4 py-3 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:ring-inset"
      >
        <span className="flex items-baseline justify-between gap-2">
          <span className={cn('truncate text-sm', unread ? 'font-semibold' : 'font-medium')}>{item.title}</span>
          <time dateTime={item.lastAt.toISOString()} className="shrink-0 text-xs text-muted-foreground">
            {format.activity(item.lastAt)}
          </time>
        </span>
        <span className="truncate text-xs text-muted-foreground">
          {item.otherName}
          {item.closed && ` · ${t('inbox.closed')}`}
        </span>
        <span className="flex items-center justify-between gap-2">
          <span className={cn('truncate text-sm', unread ? 'text-foreground' : 'text-muted-foreground')}>
            {item.last ? preview(item.last) : ''}
          </span>
          {unread && (
            <span className="flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-primary px-1.5 text-xs font-semibold text-primary-foreground tabular-nums">
              <span aria-hidden="true">{item.unread}</span>
              <span className="sr-only">{t('inbox.unread', { count: item.unread })}</span>
            </span>
          )}
        </span>
      </a>
    </li>
  );
}
