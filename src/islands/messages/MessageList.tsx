import { useTranslation } from 'react-i18next';
import { useFormat } from '@/client/use-format';
import { Button } from '@/components/ui/button';
import { groupByDay, nearDay } from './day-groups';
import { MessageItem } from './MessageItem';
import type { Message, MessageHandlers, ThreadHead } from './types';
import { useArrivalAnnouncement } from './use-arrival-announcement';
import type { useThread } from './use-thread';
import { useThreadScroll } from './use-thread-scroll';

interface MessageListProps {
  thread: ReturnType<typeof useThread>;
  head: ThreadHead;
  handlers: MessageHandlers;
}

/** The newest own message the other side has read up to: "Seen" goes under it. */
function seenId(messages: readonly Message[], otherReadId: number | null): number | null {
  if (otherReadId === null) return null;
  return messages.findLast((message) => message.mine && message.id <= otherReadId)?.id ?? null;
}

/**
 * The messages by day, oldest first, older ones on request at the top. A message that arrives while
 * the thread is open is read out by a polite live region (the list itself stays a plain list).
 */
export function MessageList({ thread, head, handlers }: MessageListProps) {
  const { t } = useTranslation('messages');
  const format = useFormat();
  const { messages } = thread;
  const last = messages.at(-1);
  const { boxRef, onScroll } = useThreadScroll(messages[0]?.id ?? null, last?.id ?? null, last?.mine ?? false);
  const arrived = useArrivalAnnouncement(messages);
  const seen = seenId(messages, head.otherReadId);
  const dayName = (day: string, date: Date) => {
    const near = nearDay(day);
    return near ? t(`thread.${near}`) : format.longDate(date);
  };
  return (
    <div
      ref={boxRef}
      onScroll={onScroll}
      // Focusable, so the keyboard can scroll it when it holds no button or link (axe: scrollable-region-focusable).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      role="region"
      aria-label={t('thread.messages')}
      className="min-h-0 flex-1 overflow-y-auto px-3 py-4 outline-none [overflow-anchor:none] focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:ring-inset sm:px-4"
    >
      {thread.olderCursor !== null && (
        <div className="mb-4 grid justify-center">
          <Button variant="outline" size="sm" disabled={thread.loadingOlder} onClick={() => void thread.loadOlder()}>
            {t('thread.loadOlder')}
          </Button>
        </div>
      )}
      {messages.length === 0 && <p className="py-8 text-center text-sm text-muted-foreground">{t('thread.empty')}</p>}
      {groupByDay(messages).map((group) => (
        <div key={group.day} className="grid gap-2">
          <h3 className="my-2 text-center text-xs font-medium text-muted-foreground">{dayName(group.day, group.date)}</h3>
          <ol className="grid gap-2">
            {group.messages.map((message) => (
              <MessageItem key={message.id} message={message} head={head} seen={message.id === seen} handlers={handlers} />
            ))}
          </ol>
        </div>
      ))}
      <p className="sr-only" aria-live="polite">
        {arrived &&
          t('thread.arrived', { name: head.otherName, text: arrived.kind === 'text' ? arrived.body : t(`preview.${arrived.kind}`) })}
      </p>
    </div>
  );
}
