import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { runWithToasts } from '@/client/run-with-toasts';
import { api } from '@/client/trpc';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { paths } from '@/lib/paths';
import { StartTransitConfirm } from './StartTransitConfirm';
import type { JobDetailData, VehicleChoice } from './types';

const usable = (choice: VehicleChoice) => choice.status === 'AVAILABLE' && choice.problems.length === 0;

/** Pick the vehicle (the company's, those that fit and are free first; the bid's one preselected) and start the transit (StartTransitConfirm warns when it looks early). */
export function StartTransit({ job, onStarted }: { job: JobDetailData; onStarted: () => void }) {
  const { t } = useTranslation('jobs');
  const { t: tf } = useTranslation('fleet');
  const id = useId();
  const choices = job.vehicleChoices;
  const preferred = choices.find((choice) => choice.id === job.vehicle?.id && usable(choice)) ?? choices.find(usable);
  const [vehicleId, setVehicleId] = useState<string | undefined>(preferred?.id);
  const chosen = choices.find((choice) => choice.id === vehicleId);

  if (choices.length === 0) {
    return (
      <p className="text-sm">
        {t('start.noVehicles')}{' '}
        <a className="font-medium underline underline-offset-4" href={paths.fleet}>
          {t('start.fleetLink')}
        </a>
      </p>
    );
  }
  const note = (choice: VehicleChoice) => {
    const [problem] = choice.problems;
    if (problem) return tf(`fit.${problem}`);
    return choice.status === 'AVAILABLE' ? t('start.fits') : `${t('start.notAvailable')} (${tf(`vehicleStatus.${choice.status}`)})`;
  };
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="grid min-w-0 flex-1 basis-64 gap-2">
        <Label htmlFor={id}>{t('start.vehicleLabel')}</Label>
        <Select value={vehicleId} onValueChange={setVehicleId}>
          <SelectTrigger id={id} className="w-full">
            <SelectValue placeholder={t('start.placeholder')} />
          </SelectTrigger>
          <SelectContent>
            {choices.map((choice) => (
              <SelectItem key={choice.id} value={choice.id} disabled={!usable(choice)}>
                {choice.name} · {choice.plate} — {note(choice)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      {chosen ? (
        <StartTransitConfirm
          loadingDate={job.loadingDate}
          vehicle={chosen}
          onConfirm={async () => {
            const outcome = await runWithToasts(() => api.transports.startTransit.mutate({ id: job.id, vehicleId: chosen.id }), {
              success: t('start.done'),
              failure: 'jobs:actionFailed',
            });
            if (outcome.ok) onStarted();
          }}
        />
      ) : (
        <Button disabled>{t('start.action')}</Button>
      )}
    </div>
  );
}
