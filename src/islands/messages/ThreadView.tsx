import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { clientNamespaces } from '@/lib/i18n/namespaces';
import { ClosedNotice } from './ClosedNotice';
import { Composer } from './Composer';
import { MessageList } from './MessageList';
import { ReportDialog } from './ReportDialog';
import { ThreadHeader } from './ThreadHeader';
import type { Message, MessageHandlers } from './types';
import { useMarkRead } from './use-mark-read';
import { useThread } from './use-thread';

interface ThreadViewProps {
  threadId: string;
  /** Back to the list (shown on a phone). */
  onBack: () => void;
  /** The thread was marked read here. */
  onRead: (threadId: string) => void;
}

/** One conversation: its head, its messages, and the composer (or why there is none). */
export function ThreadView({ threadId, onBack, onRead }: ThreadViewProps) {
  // The failure is any namespace's key (messages:threadNotFound, errors:unexpected).
  const { t } = useTranslation(clientNamespaces);
  const thread = useThread(threadId);
  const [reporting, setReporting] = useState<Message | null>(null);
  const [answering, setAnswering] = useState<Message | null>(null);
  const read = useCallback(() => onRead(threadId), [onRead, threadId]);
  useMarkRead(threadId, thread.messages.at(-1)?.id ?? null, thread.head?.myReadId ?? null, read);
  const { refresh, added, reload } = thread;
  const sent = useCallback((message: Message, publicly: boolean) => (publicly ? reload() : added(message)), [added, reload]);
  const handlers = useMemo<MessageHandlers>(() => ({ report: setReporting, answerPublicly: setAnswering, changed: refresh }), [refresh]);
  const { head } = thread;
  return (
    <>
      <ThreadHeader head={head} loading={!thread.failure} onBack={onBack} />
      {!head ? (
        thread.failure ? (
          <p className="m-auto p-6 text-center text-sm text-muted-foreground">{t(thread.failure)}</p>
        ) : (
          <div className="grid flex-1 content-end gap-3 p-4" aria-busy="true">
            <Skeleton className="h-12 w-2/3" />
            <Skeleton className="h-12 w-1/2 justify-self-end" />
          </div>
        )
      ) : (
        <>
          <MessageList thread={thread} head={head} handlers={handlers} />
          {head.closed ? (
            <ClosedNotice until={head.readableUntil} />
          ) : (
            <Composer head={head} answering={answering} onStopAnswering={() => setAnswering(null)} onSent={sent} onChanged={refresh} />
          )}
          <ReportDialog message={reporting} onClose={() => setReporting(null)} />
        </>
      )}
    </>
  );
}
