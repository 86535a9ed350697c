import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { LocationsStep } from './LocationsStep';

/**
 * The wizard's steps (issue 23): the first comes with the page, the items and the summary (their
 * selects, number fields, price band and terms) load when first shown. Focusing a field of the form
 * fetches them ahead (prefetchLaterSteps), so Continue seldom waits.
 */
const loadItemsStep = () => import('./ItemsStep').then((module) => ({ default: module.ItemsStep }));
const loadSummaryStep = () => import('./SummaryStep').then((module) => ({ default: module.SummaryStep }));

export const stepViews = [LocationsStep, lazy(loadItemsStep), lazy(loadSummaryStep)] as const;

let prefetched = false;
export function prefetchLaterSteps(): void {
  if (prefetched) return;
  prefetched = true;
  Promise.all([loadItemsStep(), loadSummaryStep()]).catch(() => (prefetched = false));
}

/** What a step shows while its code loads: announced as loading. */
export function StepSkeleton() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" className="grid gap-4">
      <span className="sr-only">{t('app.loading')}</span>
      <Skeleton className="h-16 w-full" />
      <Skeleton className="h-16 w-full" />
      <Skeleton className="h-16 w-full" />
    </div>
  );
}
