import { useTranslation } from 'react-i18next';
import { EyeIcon, EyeOffIcon } from 'lucide-react';
import { runWithToasts } from '@/client/run-with-toasts';
import { api } from '@/client/trpc';
import { Button } from '@/components/ui/button';

interface SharingPauseButtonProps {
  vehicle: { id: string; name: string; sharingPaused: boolean };
  onChanged: () => void;
}

/**
 * The transporter pauses or resumes sharing a vehicle's position with customers (off duty, say).
 * Its text shows everywhere, the fleet table included: an eye alone read as a state, not an action.
 */
export function SharingPauseButton({ vehicle, onChanged }: SharingPauseButtonProps) {
  const { t } = useTranslation('tracking');
  const { name } = vehicle;
  const pause = !vehicle.sharingPaused;

  async function toggle() {
    const outcome = await runWithToasts(() => api.tracking.setSharingPaused.mutate({ vehicleId: vehicle.id, paused: pause }), {
      success: t(pause ? 'pause.pausedToast' : 'pause.resumedToast', { name }),
    });
    if (outcome.ok) onChanged();
  }

  return (
    <Button
      variant="outline"
      size="sm"
      onClick={() => void toggle()}
      // The visible text begins the name (WCAG 2.5.3): a speech user says what they see.
      aria-label={t(pause ? 'pause.pauseNamed' : 'pause.resumeNamed', { name })}
    >
      {pause ? <EyeOffIcon aria-hidden="true" /> : <EyeIcon aria-hidden="true" />}
      {t(pause ? 'pause.pause' : 'pause.resume')}
    </Button>
  );
}
