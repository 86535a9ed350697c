import { CopyIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { HoverHint } from '@/components/app/HoverHint';
import { useCopyText } from './use-copy-text';

interface TrackerIdTextProps {
  vehicle: { name: string; trackerId: string | null };
}

/**
 * A tracker id on one line: cut with an ellipsis where it does not fit (never broken mid-id), shown
 * whole above it while the pointer is on it or its copy button has the focus, and copied with a click.
 */
export function TrackerIdText({ vehicle }: TrackerIdTextProps) {
  const { t } = useTranslation('fleet');
  const copy = useCopyText();
  const { trackerId } = vehicle;
  if (!trackerId) return <span className="text-muted-foreground">{t('noTracker')}</span>;
  return (
    <HoverHint text={trackerId} align="start">
      <span className="min-w-0 truncate font-mono text-sm">{trackerId}</span>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="size-8 shrink-0"
        aria-label={t('tracker.copyIdNamed', { name: vehicle.name })}
        onClick={() => void copy(trackerId)}
      >
        <CopyIcon aria-hidden="true" />
      </Button>
    </HoverHint>
  );
}
