import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

interface KeysetPagerProps {
  page: number;
  /** The cursors of the next and the previous page; null where there is none. */
  next: string | null;
  previous: string | null;
  busy: boolean;
  onNext: (cursor: string) => void;
  onPrevious: (cursor: string) => void;
  className?: string;
}

/** Previous / "Page n" / next through a keyset-paged list (the cursors come with each page). */
export function KeysetPager({ page, next, previous, busy, onNext, onPrevious, className }: KeysetPagerProps) {
  const { t } = useTranslation('common');
  return (
    <nav aria-label={t('pagination.label')} className={cn('flex flex-wrap items-center gap-x-3 gap-y-2', className)}>
      <Button variant="outline" size="sm" disabled={!previous || busy} onClick={() => previous && onPrevious(previous)}>
        {t('action.previous')}
      </Button>
      <span className="text-sm text-muted-foreground" aria-live="polite">
        {t('pagination.page', { page })}
      </span>
      <Button variant="outline" size="sm" disabled={!next || busy} onClick={() => next && onNext(next)}>
        {t('action.next')}
      </Button>
    </nav>
  );
}
