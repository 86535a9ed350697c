import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import '@/client/i18n';
import { island } from '@/client/island';
import { PageSkeleton } from '@/components/app/PageSkeleton';
import { cn } from '@/lib/utils';
import { InboxPane } from './InboxPane';
import { ThreadView } from './ThreadView';
import { useInbox } from './use-inbox';
import { usePaneFocus } from './use-pane-focus';
import { useSelectedThread } from './use-selected-thread';

/**
 * /platform/messages: the person's conversations beside the one chosen (`?thread=<id>`); on a phone
 * the list or the conversation, with a way back.
 */
function MessagesPage() {
  const { t } = useTranslation('messages');
  const { selected, select, close } = useSelectedThread();
  const inbox = useInbox();
  const inboxPane = useRef<HTMLElement>(null);
  const threadPane = useRef<HTMLElement>(null);
  usePaneFocus(selected, threadPane, inboxPane);
  // As tall as the window less the top bar (4rem and its border) and main's padding: the panes scroll, not the page.
  return (
    <div className="grid h-[calc(100dvh-6rem-1px)] min-h-[28rem] grid-rows-[minmax(0,1fr)] overflow-hidden rounded-xl border bg-card sm:h-[calc(100dvh-7rem-1px)] sm:grid-cols-[20rem_minmax(0,1fr)]">
      <InboxPane ref={inboxPane} inbox={inbox} selected={selected} onSelect={select} className={cn(selected && 'max-sm:hidden')} />
      <section
        ref={threadPane}
        tabIndex={-1}
        aria-label={t('thread.region')}
        className={cn('flex min-h-0 min-w-0 flex-col outline-none sm:border-l', !selected && 'max-sm:hidden')}
      >
        {selected ? (
          <ThreadView key={selected} threadId={selected} onBack={close} onRead={inbox.shownRead} />
        ) : (
          <p className="m-auto max-w-xs p-6 text-center text-sm text-muted-foreground">{t('selectThread')}</p>
        )}
      </section>
    </div>
  );
}

export default island(MessagesPage, PageSkeleton);
