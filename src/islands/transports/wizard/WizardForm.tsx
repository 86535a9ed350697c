import { Suspense, useCallback, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { flashNext } from '@/client/flash';
import { RenderFailedBoundary } from '@/client/render-failed-boundary';
import { runWithToasts } from '@/client/run-with-toasts';
import { api } from '@/client/trpc';
import { paths } from '@/lib/paths';
import { createTransportSchema } from '@/lib/schemas/transport';
import { cn } from '@/lib/utils';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { StepIndicator } from './StepIndicator';
import { StepFailed } from './StepFailed';
import { LockedAfterBids } from './edit-lock';
import { EditNote } from './EditNote';
import { useWizardDraft, type Draft, type WizardDraft } from './use-wizard-draft';
import type { WizardSource } from './wizard-source';
import { AfterStepShown, prefetchLaterSteps, StepSkeleton, stepViews, type FocusRequest } from './wizard-steps';
import { lastStep, stepOfField, stepResolver, steps, type Step, type StepOutput, type WizardValues } from './wizard-values';
import { isKnownTimeZone } from '@/lib/time-zones';

/**
 * Focuses the first control marked invalid in the step (for a radio group, its first radio). The
 * fields mark themselves in their own renders, so this looks again for a few frames until they have.
 */
function focusFirstInvalid(container: HTMLElement | null, framesLeft = 10) {
  const invalid = container?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!invalid) {
    if (framesLeft > 0) requestAnimationFrame(() => focusFirstInvalid(container, framesLeft - 1));
    return;
  }
  const focusable = 'input, button, textarea, select';
  (invalid.matches(focusable) ? invalid : invalid.querySelector<HTMLElement>(focusable))?.focus();
}

interface WizardFormProps {
  source: WizardSource;
  draft: WizardDraft;
  start: Draft;
  lockedAfterBids: boolean;
}

/** Spec section 2 "Transport creation wizard": three steps, each validated before the next; it also saves an edit (issue 28). */
export function WizardForm({ source, draft, start, lockedAfterBids }: WizardFormProps) {
  const { t } = useTranslation(['wizard', 'transports', 'common']);
  const [step, setStep] = useState<Step>(start.step);
  const [created, setCreated] = useState(false);
  // A step whose code could not load cannot be continued from (StepFailed offers a reload).
  const [failedStep, setFailedStep] = useState<Step | null>(null);
  // The step's buttons wait for its fields: while its code loads they are hidden, not left where
  // the step, once it comes, would move them from under a press (the skeleton is shorter).
  const [shownStep, setShownStep] = useState<Step | null>(null);
  // The resolver validates the step it is given as react-hook-form's context.
  const form = useForm<WizardValues, Step, StepOutput>({
    resolver: stepResolver,
    context: step,
    defaultValues: start.values,
    shouldFocusError: false,
  });
  useWizardDraft(form, step, draft);

  const stepBody = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // Focus moves once the step (or its errors) has rendered, a step loaded on first use included
  // (AfterStepShown waits for it); each request is a new object, acted on once.
  const [focusRequest, setFocusRequest] = useState<FocusRequest | null>(null);
  const moveFocus = useCallback(({ target }: FocusRequest) => {
    if (target === 'heading') {
      // The step opens at its top on a phone too, just under the sticky top bar (the page's scroll padding).
      heading.current?.scrollIntoView({ block: 'start' });
      heading.current?.focus({ preventScroll: true });
    }
    if (target === 'invalid') focusFirstInvalid(stepBody.current);
  }, []);

  function goTo(next: Step) {
    // A fresh step starts unsubmitted: its errors appear on Continue, then follow each change.
    form.reset(undefined, { keepValues: true, keepDefaultValues: true, keepDirty: true, keepTouched: true });
    setStep(next);
    setFocusRequest({ target: 'heading' });
  }

  async function complete() {
    const parsed = createTransportSchema.safeParse(form.getValues());
    if (!parsed.success) {
      // Only reachable with a tampered draft: send the person to the step that needs fixing.
      const back = stepOfField(String(parsed.error.issues[0]?.path[0] ?? 'title'));
      // Rendered at once, so the validation below runs with that step's schema.
      flushSync(() => setStep(back));
      await form.trigger();
      setFocusRequest({ target: 'invalid' });
      return;
    }
    const editing = source.kind === 'edit' ? source.id : null;
    // The bidding day ends on the customer's clocks (in UTC when the browser names no zone the runtime knows).
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const request = { ...parsed.data, biddingTimeZone: isKnownTimeZone(zone) ? zone : null };
    const outcome = await runWithToasts(
      () => (editing ? api.transports.update.mutate({ ...request, id: editing }) : api.transports.create.mutate(request)),
      { failure: editing ? 'transports:editFailed' : 'transports:createFailed' },
    );
    if (!outcome.ok) return;
    draft.clear();
    setCreated(true);
    flashNext('success', t(editing ? 'transports:edited' : 'transports:created'));
    location.assign(`${paths.userHome}?transport=${encodeURIComponent(outcome.value.id)}`);
  }

  const onSubmit = form.handleSubmit(
    () => (step === lastStep ? complete() : goTo((step + 1) as Step)),
    () => setFocusRequest({ target: 'invalid' }),
  );

  const StepView = stepViews[step];
  const name = steps[step];
  const busy = form.formState.isSubmitting || created;
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6">
      <EditNote source={source} lockedAfterBids={lockedAfterBids} />
      <StepIndicator current={step} />
      <Form {...form}>
        <form noValidate onFocus={prefetchLaterSteps} onSubmit={onSubmit} className="grid gap-6" aria-labelledby="wizard-step-heading">
          <header className="grid gap-1">
            <h2 id="wizard-step-heading" ref={heading} tabIndex={-1} className="text-xl font-semibold tracking-tight">
              {t(`step.${name}`)}
            </h2>
            <p className="text-sm text-muted-foreground">{t(`step.${name}.description`)}</p>
          </header>
          <div ref={stepBody}>
            <LockedAfterBids when={step !== lastStep}>
              {/* One per step: going back from a step that failed shows the step before. */}
              <RenderFailedBoundary key={step} fallback={<StepFailed />} onFailed={() => setFailedStep(step)}>
                <Suspense fallback={<StepSkeleton />}>
                  <StepView />
                  <AfterStepShown step={step} onShown={setShownStep} request={focusRequest} run={moveFocus} />
                </Suspense>
              </RenderFailedBoundary>
            </LockedAfterBids>
          </div>
          <div
            className={cn(
              'flex flex-wrap items-center justify-between gap-3 border-t pt-4',
              shownStep !== step && failedStep !== step && 'invisible',
            )}
          >
            {step > 0 ? (
              <Button type="button" variant="outline" onClick={() => goTo((step - 1) as Step)} disabled={busy}>
                {t('common:action.previous')}
              </Button>
            ) : (
              <span />
            )}
            <Button type="submit" disabled={busy || failedStep === step}>
              {step !== lastStep
                ? t('common:action.continue')
                : source.kind === 'edit'
                  ? t(busy ? 'edit.saving' : 'edit.save')
                  : t(busy ? 'submitting' : 'common:action.complete')}
            </Button>
          </div>
        </form>
      </Form>
    </div>
  );
}
