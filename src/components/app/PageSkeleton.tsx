import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';

/** A platform page's frame before its island knows who is signed in (the server cannot): announced as loading. */
export function PageSkeleton() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" className="grid gap-6">
      <span className="sr-only">{t('app.loading')}</span>
      <Skeleton className="h-28 w-full" />
      <div className="grid gap-3">
        <Skeleton className="h-6 w-48" />
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
      </div>
    </div>
  );
}
