import { useId } from 'react';
import { EyeOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/client/use-format';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { timeOfDay } from './day-groups';
import { FileAttachment } from './FileAttachment';
import { MessageActions } from './MessageActions';
import { OfferCard } from './OfferCard';
import { SystemMessage } from './SystemMessage';
import type { Message, MessageHandlers, ThreadHead } from './types';

interface MessageItemProps {
  message: Message;
  head: ThreadHead;
  /** The other side has read up to this one (the newest such own message). */
  seen: boolean;
  handlers: MessageHandlers;
}

/** One message: Tovar's centred, one's own on the right, the other side's on the left with what may be done with it. */
export function MessageItem({ message, head, seen, handlers }: MessageItemProps) {
  const { t } = useTranslation('messages');
  const format = useFormat();
  const bodyId = useId();
  if (message.kind === 'system') return <SystemMessage message={message} />;
  const { mine } = message;
  return (
    <li className={cn('flex flex-col gap-1', mine ? 'items-end' : 'items-start')}>
      <div
        id={bodyId}
        className={cn(
          'max-w-[85%] text-sm break-words whitespace-pre-wrap',
          message.kind === 'offer'
            ? 'w-72'
            : cn(
                'rounded-2xl px-3 py-2',
                mine ? 'rounded-br-sm bg-primary text-primary-foreground' : 'rounded-bl-sm bg-muted text-foreground',
              ),
        )}
      >
        <span className="sr-only">{mine ? t('message.you') : head.otherName}: </span>
        {message.offer ? (
          <OfferCard messageId={message.id} offer={message.offer} head={head} onAnswered={handlers.changed} />
        ) : message.file ? (
          <FileAttachment file={message.file} />
        ) : (
          message.body
        )}
      </div>
      <div className={cn('flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground', mine && 'justify-end')}>
        <time dateTime={message.createdAt.toISOString()}>{timeOfDay(message.createdAt, format.locale)}</time>
        {message.masked && (
          <span className="inline-flex items-center gap-1">
            <EyeOff aria-hidden="true" className="size-3" />
            {t('message.masked')}
          </span>
        )}
        {message.answeredPublicly && <Badge variant="info">{t('message.answeredPublicly')}</Badge>}
        {seen && <span className="font-medium">{t('message.seen')}</span>}
        {!mine && <MessageActions message={message} head={head} describedBy={bodyId} handlers={handlers} />}
      </div>
    </li>
  );
}
