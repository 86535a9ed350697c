import { useState } from 'react';
import { HandCoins } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/client/use-format';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { OfferForm } from './OfferForm';
import type { ThreadHead } from './types';

/** "Propose a price": the customer's counter-offer to the company whose bid stands. */
export function OfferDialog({ head, bid, onSent }: { head: ThreadHead; bid: NonNullable<ThreadHead['bid']>; onSent: () => void }) {
  const { t } = useTranslation('messages');
  const format = useFormat();
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline" size="sm">
          <HandCoins aria-hidden="true" />
          {t('offerForm.open')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('offerForm.title')}</DialogTitle>
          <DialogDescription>{t('offerForm.text', { amount: format.money(bid.amount, bid.currency) })}</DialogDescription>
        </DialogHeader>
        <OfferForm
          threadId={head.id}
          currency={bid.currency}
          loadingDate={head.loadingDate}
          onCancel={() => setOpen(false)}
          onSent={() => {
            setOpen(false);
            onSent();
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
