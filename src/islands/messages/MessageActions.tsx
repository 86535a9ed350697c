import { Flag, Megaphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { Message, MessageHandlers, ThreadHead } from './types';

interface MessageActionsProps {
  message: Message;
  head: ThreadHead;
  /** The message's own element: the buttons say which message they act on. */
  describedBy: string;
  handlers: MessageHandlers;
}

/**
 * What may be done with the other side's message: report it, and (the customer, on a transporter's
 * question not yet answered so, while the load is open to bids) answer it for every transporter on the load.
 */
export function MessageActions({ message, head, describedBy, handlers }: MessageActionsProps) {
  const { t } = useTranslation('messages');
  const answerable =
    head.side === 'customer' && head.transportStatus === 'OPEN' && !head.closed && message.kind === 'text' && !message.answeredPublicly;
  return (
    <>
      {answerable && (
        <Button
          variant="ghost"
          size="sm"
          className="h-7 px-2 text-xs"
          aria-describedby={describedBy}
          onClick={() => handlers.answerPublicly(message)}
        >
          <Megaphone aria-hidden="true" />
          {t('message.answerPublicly')}
        </Button>
      )}
      <Button
        variant="ghost"
        size="sm"
        className="h-7 px-2 text-xs"
        aria-describedby={describedBy}
        onClick={() => handlers.report(message)}
      >
        <Flag aria-hidden="true" />
        {t('message.report')}
      </Button>
    </>
  );
}
