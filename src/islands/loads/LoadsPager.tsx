import { useTranslation } from 'react-i18next';
import { KeysetPager } from '@/components/app/KeysetPager';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { pageSizes } from '@/lib/load-search-params';

interface LoadsPagerProps {
  page: number;
  pageSize: number;
  next: string | null;
  previous: string | null;
  busy: boolean;
  onNext: (cursor: string) => void;
  onPrevious: (cursor: string) => void;
  onPageSize: (size: number) => void;
}

/** Previous / next through the keyset pages, and how many loads a page shows. */
export function LoadsPager({ page, pageSize, next, previous, busy, onNext, onPrevious, onPageSize }: LoadsPagerProps) {
  const { t } = useTranslation('loads');
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div className="flex items-center gap-2">
        <Label htmlFor="loads-page-size" className="font-normal">
          {t('pager.pageSize')}
        </Label>
        <Select value={String(pageSize)} onValueChange={(value) => onPageSize(Number(value))}>
          <SelectTrigger id="loads-page-size" size="sm" className="w-20">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {pageSizes.map((size) => (
              <SelectItem key={size} value={String(size)}>
                {size}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <KeysetPager page={page} next={next} previous={previous} busy={busy} onNext={onNext} onPrevious={onPrevious} />
    </div>
  );
}
