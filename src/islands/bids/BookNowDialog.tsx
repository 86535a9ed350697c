import { useId, useState } from 'react';
import { Zap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { runWithToasts } from '@/client/run-with-toasts';
import { api } from '@/client/trpc';
import { useFormat } from '@/client/use-format';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import type { VehicleChoice } from './bid-form';

interface BookNowDialogProps {
  transportId: string;
  price: { amount: number; currency: string };
  /** The company's vehicles; only those that can do the load are offered. */
  choices: readonly VehicleChoice[];
  onBooked: () => void;
}

/** "Book now for 450 EUR" (issue 28): the job at the customer's price, at once, after choosing the vehicle and confirming. */
export function BookNowDialog({ transportId, price, choices, onBooked }: BookNowDialogProps) {
  const { t } = useTranslation(['bids', 'common']);
  const format = useFormat();
  const fitting = choices.filter((choice) => choice.refusal === null);
  const [open, setOpen] = useState(false);
  const [vehicleId, setVehicleId] = useState(fitting[0]?.id ?? '');
  const [busy, setBusy] = useState(false);
  const selectId = useId();
  const amount = format.money(price.amount, price.currency);

  async function book() {
    setBusy(true);
    const outcome = await runWithToasts(() => api.bids.bookNow.mutate({ transportId, vehicleId }), {
      success: t('bookNow.booked'),
      failure: 'bids:bookNow.failed',
    });
    setBusy(false);
    if (!outcome.ok) return;
    setOpen(false);
    onBooked();
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" className="justify-self-start">
          <Zap aria-hidden="true" />
          {t('bookNow.button', { amount })}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('bookNow.title', { amount })}</DialogTitle>
          <DialogDescription>{t('bookNow.description')}</DialogDescription>
        </DialogHeader>
        {fitting.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('bookNow.noVehicle')}</p>
        ) : (
          <div className="grid gap-2">
            <Label htmlFor={selectId}>{t('bookNow.vehicle')}</Label>
            <Select value={vehicleId} onValueChange={setVehicleId}>
              <SelectTrigger id={selectId} className="w-full">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {fitting.map((choice) => (
                  <SelectItem key={choice.id} value={choice.id}>
                    {t('form.vehicleOption', { name: choice.name, plate: choice.plate })}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline">
              {t('common:action.cancel')}
            </Button>
          </DialogClose>
          <Button type="button" onClick={() => void book()} disabled={busy || !vehicleId}>
            {t('bookNow.confirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
