import { CopyIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
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
    <span className="group relative flex max-w-full min-w-0 items-center gap-1">
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
      {/* The whole id for the eyes only: the text before it already holds it whole for a screen reader. */}
      <span
        aria-hidden="true"
        className="pointer-events-none invisible absolute bottom-full left-0 z-10 mb-1 rounded-md border bg-popover px-2 py-1 font-mono text-xs whitespace-nowrap text-popover-foreground shadow-md group-focus-within:visible group-hover:visible"
      >
        {trackerId}
      </span>
    </span>
  );
}
