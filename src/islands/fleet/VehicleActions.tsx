import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleCheckIcon, PencilIcon, Trash2Icon, WrenchIcon } from 'lucide-react';
import { runWithToasts } from '@/client/run-with-toasts';
import { api } from '@/client/trpc';
import { ConfirmButton } from '@/components/app/ConfirmButton';
import { HoverHint } from '@/components/app/HoverHint';
import { Button } from '@/components/ui/button';
import type { FleetVehicle } from './types';
import { SharingPauseButton } from '../tracking/SharingPauseButton';

interface VehicleActionsProps {
  vehicle: FleetVehicle;
  onEdit: (vehicle: FleetVehicle) => void;
  onChanged: () => void;
  /** Icon buttons named by their label (the table's last column); otherwise icon and text (cards). */
  compact?: boolean;
}

/** Edit, maintenance ⇄ available and remove after a confirmation (the last two not while on a job: the job moves it). */
export function VehicleActions({ vehicle, onEdit, onChanged, compact = false }: VehicleActionsProps) {
  const { t } = useTranslation('fleet');
  const { name } = vehicle;
  const toMaintenance = vehicle.status !== 'MAINTENANCE';
  const size = compact ? 'icon' : 'sm';
  // The visible text begins each name (WCAG 2.5.3); a compact button shows it as a hint above it, and its name is the whole one.
  const shown = (text: string) => (compact ? null : text);
  const hinted = (text: string, button: ReactNode) => (compact ? <HoverHint text={text}>{button}</HoverHint> : button);

  async function setStatus() {
    const status = toMaintenance ? 'MAINTENANCE' : 'AVAILABLE';
    const outcome = await runWithToasts(() => api.fleet.setStatus.mutate({ id: vehicle.id, status }), {
      success: t(toMaintenance ? 'toast.maintenance' : 'toast.available', { name }),
    });
    if (outcome.ok) onChanged();
  }

  async function remove() {
    const outcome = await runWithToasts(() => api.fleet.remove.mutate({ id: vehicle.id }), { success: t('toast.removed', { name }) });
    if (outcome.ok) onChanged();
  }

  const statusText = t(toMaintenance ? 'action.maintenance' : 'action.available');
  // In the table every row keeps a slot for each icon, so the same action stands in the same place on every row.
  const emptySlot = compact ? <span aria-hidden="true" className="size-9 shrink-0" /> : null;

  return (
    <div className={compact ? 'flex items-center justify-end gap-1' : 'flex flex-wrap items-center gap-2'}>
      {hinted(
        t('action.edit'),
        <Button
          variant={compact ? 'ghost' : 'outline'}
          size={size}
          onClick={() => onEdit(vehicle)}
          aria-label={t('action.editNamed', { name })}
        >
          <PencilIcon aria-hidden="true" />
          {shown(t('action.edit'))}
        </Button>,
      )}
      <SharingPauseButton vehicle={vehicle} onChanged={onChanged} compact={compact} />
      {vehicle.status === 'ON_JOB'
        ? emptySlot
        : hinted(
            statusText,
            <Button
              variant={compact ? 'ghost' : 'outline'}
              size={size}
              onClick={() => void setStatus()}
              aria-label={t(toMaintenance ? 'action.maintenanceNamed' : 'action.availableNamed', { name })}
            >
              {toMaintenance ? <WrenchIcon aria-hidden="true" /> : <CircleCheckIcon aria-hidden="true" />}
              {shown(statusText)}
            </Button>,
          )}
      {/* A vehicle on a job stays until the job ends (the server refuses it too). */}
      {vehicle.status === 'ON_JOB'
        ? emptySlot
        : hinted(
            t('action.remove'),
            <ConfirmButton
              variant="destructive"
              size={size}
              trigger={
                <>
                  <Trash2Icon aria-hidden="true" />
                  {shown(t('action.remove'))}
                </>
              }
              triggerLabel={t('action.removeNamed', { name })}
              title={t('remove.title', { name })}
              text={t('remove.text')}
              confirm={t('remove.confirm')}
              onConfirm={remove}
            />,
          )}
    </div>
  );
}
