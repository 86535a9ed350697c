import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Warnings } from '@/components/app/Warnings';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { DeliveryForm } from './DeliveryForm';

interface DeliveryDialogProps {
  transportId: string;
  /** Who records it: the hired transporter (its job) or the customer (her transport), told the other side sees it. */
  side: 'carrier' | 'customer';
  trigger: string;
  /** What looks wrong before the record is made (the vehicle far from the address): said, not refused. */
  warning?: string | null;
  onDelivered: () => void;
}

/** "Mark delivered": opens the proof-of-delivery form; `onDelivered` once the record is written. */
export function DeliveryDialog({ transportId, side, trigger, warning, onDelivered }: DeliveryDialogProps) {
  const { t } = useTranslation('deliveries');
  const [open, setOpen] = useState(false);
  const title = t(side === 'customer' ? 'form.titleCustomer' : 'form.title');
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>{trigger}</Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{t(side === 'customer' ? 'form.descriptionCustomer' : 'form.description')}</DialogDescription>
        </DialogHeader>
        {warning && <Warnings items={[warning]} />}
        <DeliveryForm
          transportId={transportId}
          label={title}
          receiverMayBeAbsent={side === 'carrier'}
          onCancel={() => setOpen(false)}
          onDone={() => {
            setOpen(false);
            onDelivered();
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
