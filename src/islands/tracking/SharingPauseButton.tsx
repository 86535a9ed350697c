import { useTranslation } from 'react-i18next';
import { EyeIcon, EyeOffIcon } from 'lucide-react';
import { runWithToasts } from '@/client/run-with-toasts';
import { api } from '@/client/trpc';
import { HoverHint } from '@/components/app/HoverHint';
import { Button } from '@/components/ui/button';

interface SharingPauseButtonProps {
  vehicle: { id: string; name: string; sharingPaused: boolean };
  onChanged: () => void;
  /** An icon button (the fleet table, which shows its text as a hint above it); otherwise icon and text. */
  compact?: boolean;
}

/**
 * The transporter pauses or resumes sharing a vehicle's position with customers (off duty, say).
 * Its name begins with its text in every language (WCAG 2.5.3): a speech user says what they see.
 */
export function SharingPauseButton({ vehicle, onChanged, compact = false }: SharingPauseButtonProps) {
  const { t } = useTranslation('tracking');
  const { name } = vehicle;
  const pause = !vehicle.sharingPaused;
  const text = t(pause ? 'pause.pause' : 'pause.resume');

  async function toggle() {
    const outcome = await runWithToasts(() => api.tracking.setSharingPaused.mutate({ vehicleId: vehicle.id, paused: pause }), {
      success: t(pause ? 'pause.pausedToast' : 'pause.resumedToast', { name }),
    });
    if (outcome.ok) onChanged();
  }

  const button = (
    <Button
      variant={compact ? 'ghost' : 'outline'}
      size={compact ? 'icon' : 'sm'}
      onClick={() => void toggle()}
      aria-label={t(pause ? 'pause.pauseNamed' : 'pause.resumeNamed', { name })}
    >
      {pause ? <EyeOffIcon aria-hidden="true" /> : <EyeIcon aria-hidden="true" />}
      {compact ? null : text}
    </Button>
  );
  return compact ? <HoverHint text={text}>{button}</HoverHint> : button;
}
