import { WandSparklesIcon } from 'lucide-react';
import { useFormContext, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/app/TextField';
import { Button } from '@/components/ui/button';
import { trackerIdPattern, vehicleLimits, type VehicleFormValues, type VehicleInput } from '@/lib/schemas/vehicle';
import { generateTrackerId } from '@/lib/tracker-id';
import { TrackerSetupPanel } from './TrackerSetupPanel';

/** The tracker id, a button that fills in one nobody can guess, and how to set up the phone app with it. */
export function TrackerIdField({ control }: { control: Control<VehicleFormValues, unknown, VehicleInput> }) {
  const { t } = useTranslation('fleet');
  const { setValue } = useFormContext<VehicleFormValues, unknown, VehicleInput>();
  const trackerId = useWatch({ control, name: 'trackerId' })?.trim() ?? '';
  return (
    <div className="grid gap-3">
      <div className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start">
        <TextField
          control={control}
          name="trackerId"
          label={t('field.trackerId')}
          hint={`${t('field.trackerIdHint')} ${t('tracker.generateHint')}`}
          autoComplete="off"
          spellCheck={false}
          maxLength={vehicleLimits.trackerIdMax}
        />
        <Button
          type="button"
          variant="outline"
          className="justify-self-start sm:mt-[1.375rem]"
          aria-label={t('tracker.generateLabel')}
          onClick={() => setValue('trackerId', generateTrackerId(), { shouldDirty: true, shouldValidate: true })}
        >
          <WandSparklesIcon aria-hidden="true" />
          {t('tracker.generate')}
        </Button>
      </div>
      {trackerIdPattern.test(trackerId) && <TrackerSetupPanel trackerId={trackerId} />}
    </div>
  );
}
