import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { InboxEntry } from './InboxEntry';
import type { useInbox } from './use-inbox';

interface InboxPaneProps {
  ref: Ref<HTMLElement>;
  inbox: ReturnType<typeof useInbox>;
  selected: string | null;
  onSelect: (threadId: string) => void;
  className?: string;
}

/** The conversations, latest first, the chosen one marked; older ones on request. */
export function InboxPane({ ref, inbox, selected, onSelect, className }: InboxPaneProps) {
  const { t } = useTranslation(['messages', 'errors']);
  const headingId = useId();
  return (
    <section ref={ref} tabIndex={-1} aria-labelledby={headingId} className={cn('flex min-h-0 flex-col outline-none', className)}>
      <h2 id={headingId} className="border-b px-4 py-3 text-sm font-semibold">
        {t('inbox.heading')}
      </h2>
      <div className="min-h-0 flex-1 overflow-y-auto" aria-busy={!inbox.loaded || inbox.loadingMore}>
        {!inbox.loaded ? (
          <div className="grid gap-3 p-4">
            <Skeleton className="h-14 w-full" />
            <Skeleton className="h-14 w-full" />
            <Skeleton className="h-14 w-full" />
          </div>
        ) : inbox.items.length === 0 ? (
          <p className="p-6 text-center text-sm text-muted-foreground">{inbox.failed ? t('errors:unexpected') : t('inbox.empty')}</p>
        ) : (
          <ul className="divide-y" aria-labelledby={headingId}>
            {inbox.items.map((item) => (
              <InboxEntry key={item.id} item={item} current={item.id === selected} onSelect={onSelect} />
            ))}
          </ul>
        )}
        {inbox.nextCursor && (
          <div className="grid p-3">
            <Button variant="outline" size="sm" disabled={inbox.loadingMore} onClick={() => void inbox.loadMore()}>
              {t('inbox.loadMore')}
            </Button>
          </div>
        )}
      </div>
    </section>
  );
}
