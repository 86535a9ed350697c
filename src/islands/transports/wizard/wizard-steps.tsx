import { lazy, useEffect, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { LocationsStep } from './LocationsStep';
import type { Step } from './wizard-values';

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

interface AfterStepShownProps {
  step: Step;
  /** Told, before the browser paints the step, that it is on screen (its code has loaded). */
  onShown: (step: Step) => void;
  request: FocusRequest | null;
  run: (request: FocusRequest) => void;
}

/**
 * Says when the step beside it in the same Suspense boundary has rendered (effects wait while a
 * step's code loads), and runs each new request then: the heading is scrolled to the top of a page
 * already as tall as the step, not of the skeleton's shorter one.
 */
export function AfterStepShown({ step, onShown, request, run }: AfterStepShownProps) {
  useLayoutEffect(() => onShown(step), [step, onShown]);
  useEffect(() => {
    if (request) run(request);
  }, [request, run]);
  return null;
}
