import { useTranslation } from 'react-i18next';
import { runFormMutation } from '@/client/run-form-mutation';
import { api } from '@/client/trpc';
import { useZodForm } from '@/client/use-zod-form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Form } from '@/components/ui/form';
import { vehicleSchema, type VehicleFormValues, type VehicleInput } from '@/lib/schemas/vehicle';
import { VehicleFormFields } from './VehicleFormFields';
import type { FleetVehicle } from './types';

/** The refusals the server sends for one field, shown at that field (and not as a toast). */
const fieldOfConflict = {
  'fleet:error.plateTaken': 'plate',
  'fleet:error.trackerTaken': 'trackerId',
  'fleet:error.trackerChecksSpent': 'trackerId',
} as const;

const blank: VehicleFormValues = {
  name: '',
  plate: '',
  type: undefined,
  capacityKg: undefined,
  cargoLengthCm: undefined,
  cargoWidthCm: undefined,
  cargoHeightCm: undefined,
  trackerId: '',
};

interface VehicleFormDialogProps {
  /** The vehicle edited, or null to add one. */
  vehicle: FleetVehicle | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Add or edit a vehicle; open while mounted (the page mounts it with a key per vehicle, so each opens fresh). */
export function VehicleFormDialog({ vehicle, onClose, onSaved }: VehicleFormDialogProps) {
  const { t } = useTranslation('fleet');
  const { t: tc } = useTranslation('common');
  const form = useZodForm(vehicleSchema, { defaultValues: vehicle ? { ...vehicle, trackerId: vehicle.trackerId ?? '' } : blank });

  async function onSubmit(values: VehicleInput) {
    const outcome = vehicle
      ? await runFormMutation(form, () => api.fleet.update.mutate({ id: vehicle.id, ...values }), {
          success: t('toast.saved', { name: values.name }),
          fields: fieldOfConflict,
        })
      : await runFormMutation(form, () => api.fleet.create.mutate(values), {
          success: t('toast.added', { name: values.name }),
          fields: fieldOfConflict,
        });
    if (!outcome.ok) return;
    onSaved();
    onClose();
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{vehicle ? t('dialog.editTitle', { name: vehicle.name }) : t('dialog.addTitle')}</DialogTitle>
          <DialogDescription>{t('dialog.description')}</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
            <VehicleFormFields control={form.control} />
            <DialogFooter>
              <Button type="button" variant="outline" onClick={onClose}>
                {tc('action.cancel')}
              </Button>
              <Button type="submit" disabled={form.formState.isSubmitting}>
                {vehicle ? t('dialog.submitEdit') : t('dialog.submitAdd')}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
