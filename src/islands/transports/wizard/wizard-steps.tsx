import { lazy, useEffect } from 'react';
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

/** Where focus goes when a step opens (its heading) or refuses to continue (its first invalid field). */
export interface FocusRequest {
  target: 'heading' | 'invalid';
}

/**
 * Runs each new request once the step beside it in the same Suspense boundary has rendered: effects
 * wait while a step's code loads, so the heading is scrolled to the top of a page already as tall
 * as the step, not of the skeleton's shorter one.
 */
export function AfterStepShown({ request, run }: { request: FocusRequest | null; run: (request: FocusRequest) => void }) {
  useEffect(() => {
    if (request) run(request);
  }, [request, run]);
  return null;
}
