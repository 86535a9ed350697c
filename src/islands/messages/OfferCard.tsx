import { useState } from 'react';
import { HandCoins } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { runWithToasts } from '@/client/run-with-toasts';
import { api } from '@/client/trpc';
import { useFormat } from '@/client/use-format';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { OfferState } from '@/lib/messages';
import type { StatusTone } from '@/lib/status-tone';
import type { Message, ThreadHead } from './types';

const stateTone: Record<OfferState, StatusTone> = {
  open: 'info',
  accepted: 'success',
  declined: 'danger',
  replaced: 'neutral',
  closed: 'neutral',
  expired: 'neutral',
};

interface OfferCardProps {
  messageId: number;
  offer: NonNullable<Message['offer']>;
  head: ThreadHead;
  /** The company answered it, or its answer was refused: the thread reads where things stand now. */
  onAnswered: () => void;
}

/** The customer's price proposal with where it stands; the company accepts or declines an open one. */
export function OfferCard({ messageId, offer, head, onAnswered }: OfferCardProps) {
  const { t } = useTranslation('messages');
  const format = useFormat();
  const [answering, setAnswering] = useState(false);
  const amount = format.money(offer.amount, offer.currency);
  const answerable = head.side === 'company' && offer.state === 'open' && !head.closed;

  async function answer(accept: boolean) {
    setAnswering(true);
    const outcome = await runWithToasts(() => api.messages.answerOffer.mutate({ messageId, accept }), {
      success: accept ? t('offer.acceptedToast', { amount }) : t('offer.declinedToast'),
    });
    setAnswering(false);
    // Refused as no longer open (answered in another tab, closed by the award): the card shows where it stands now.
    if (outcome.ok || outcome.key === 'messages:offerNotOpen') onAnswered();
  }

  return (
    <div className="grid gap-2 rounded-lg border bg-card p-3 text-card-foreground shadow-xs">
      <p className="flex items-start gap-2 font-medium">
        <HandCoins aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {t('offer.title', { amount })}
      </p>
      <p className="text-xs text-muted-foreground">{t('offer.validUntil', { date: format.dateTime(offer.validUntil) })}</p>
      <Badge variant={stateTone[offer.state]}>{t(`offer.state.${offer.state}`)}</Badge>
      {answerable && (
        <div className="flex gap-2">
          <Button size="sm" disabled={answering} onClick={() => void answer(true)}>
            {t('offer.accept')}
          </Button>
          <Button size="sm" variant="outline" disabled={answering} onClick={() => void answer(false)}>
            {t('offer.decline')}
          </Button>
        </div>
      )}
    </div>
  );
}
