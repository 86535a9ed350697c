import { useTranslation } from 'react-i18next';
import { PencilIcon, Trash2Icon, WrenchIcon, CircleCheckIcon } from 'lucide-react';
import { runWithToasts } from '@/client/run-with-toasts';
import { api } from '@/client/trpc';
import { ConfirmButton } from '@/components/app/ConfirmButton';
import { Button } from '@/components/ui/button';
import type { FleetVehicle } from './types';

interface VehicleActionsProps {
  vehicle: FleetVehicle;
  onEdit: (vehicle: FleetVehicle) => void;
  onChanged: () => void;
}

/** Edit, maintenance ⇄ available (not while on a job: the job moves it), and remove after a confirmation. */
export function VehicleActions({ vehicle, onEdit, onChanged }: VehicleActionsProps) {
  const { t } = useTranslation('fleet');
  const { name } = vehicle;
  const next = vehicle.status === 'MAINTENANCE' ? 'AVAILABLE' : 'MAINTENANCE';

  async function setStatus() {
    const outcome = await runWithToasts(() => api.fleet.setStatus.mutate({ id: vehicle.id, status: next }), {
      success: t(next === 'MAINTENANCE' ? 'toast.maintenance' : 'toast.available', { name }),
    });
    if (outcome.ok) onChanged();
  }

  async function remove() {
    const outcome = await runWithToasts(() => api.fleet.remove.mutate({ id: vehicle.id }), { success: t('toast.removed', { name }) });
    if (outcome.ok) onChanged();
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button variant="outline" size="sm" onClick={() => onEdit(vehicle)} aria-label={t('action.editNamed', { name })}>
        <PencilIcon aria-hidden="true" />
        {t('action.edit')}
      </Button>
      {vehicle.status !== 'ON_JOB' && (
        <Button
          variant="outline"
          size="sm"
          onClick={() => void setStatus()}
          aria-label={t(next === 'MAINTENANCE' ? 'action.maintenanceNamed' : 'action.availableNamed', { name })}
        >
          {next === 'MAINTENANCE' ? <WrenchIcon aria-hidden="true" /> : <CircleCheckIcon aria-hidden="true" />}
          {t(next === 'MAINTENANCE' ? 'action.maintenance' : 'action.available')}
        </Button>
      )}
      <ConfirmButton
        variant="destructive"
        size="sm"
        trigger={
          <>
            <Trash2Icon aria-hidden="true" />
            {t('action.remove')}
          </>
        }
        triggerLabel={t('action.removeNamed', { name })}
        title={t('remove.title', { name })}
        text={t('remove.text')}
        confirm={t('remove.confirm')}
        onConfirm={remove}
      />
    </div>
  );
}
