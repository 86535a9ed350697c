import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/client/use-format';
import { noticeTextParams } from '@/lib/notifications';
import { AwardContacts } from './AwardContacts';
import { timeOfDay } from './day-groups';
import type { Message } from './types';

/** What Tovar says in the thread, centred and quiet: the award with both sides' contacts, or a short note. */
export function SystemMessage({ message }: { message: Message }) {
  const { t } = useTranslation('messages');
  const format = useFormat();
  const event = message.event;
  return (
    <li className="mx-auto grid w-full max-w-md justify-items-center gap-2 rounded-lg border border-dashed bg-muted/40 px-4 py-3 text-center text-sm text-muted-foreground">
      <p className="flex items-start gap-2">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          {event ? t(`event.${event.name}`, { amount: noticeTextParams(event.params, format.money).amount ?? '' }) : message.body}
        </span>
      </p>
      {event?.name === 'awarded' && <AwardContacts params={event.params} />}
      <time dateTime={message.createdAt.toISOString()} className="text-xs">
        {timeOfDay(message.createdAt, format.locale)}
      </time>
    </li>
  );
}
