import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { DeliveryForm } from './DeliveryForm';

/** "Mark delivered": opens the proof-of-delivery form; `onDelivered` once the record is written. */
export function DeliveryDialog({ transportId, trigger, onDelivered }: { transportId: string; trigger: string; onDelivered: () => void }) {
  const { t } = useTranslation('deliveries');
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>{trigger}</Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t('form.title')}</DialogTitle>
          <DialogDescription>{t('form.description')}</DialogDescription>
        </DialogHeader>
        <DeliveryForm
          transportId={transportId}
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
