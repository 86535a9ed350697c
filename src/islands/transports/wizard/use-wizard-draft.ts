/**
 * The unfinished request survives a reload: form values and the current step in sessionStorage,
 * so it stays with the tab and is gone when the tab closes. Cleared once the transport is created.
 */
import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { emptyValues, type Step, type WizardValues } from './wizard-values';

export const draftKey = 'tovar-transport-draft';

interface Draft {
  step: Step;
  values: WizardValues;
}

const isStep = (value: unknown): value is Step => value === 0 || value === 1 || value === 2;

/** The stored draft over the empty values (a damaged or foreign entry counts as none). */
export function readDraft(): Draft | null {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(draftKey) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return null;
    const { step, values } = stored as Partial<Draft>;
    if (!isStep(step) || typeof values !== 'object' || values === null) return null;
    const merged = { ...emptyValues(), ...values };
    if (!Array.isArray(merged.items) || merged.items.length === 0) merged.items = emptyValues().items;
    return { step, values: merged };
  } catch {
    return null;
  }
}

export function clearDraft(): void {
  sessionStorage.removeItem(draftKey);
}

function writeDraft(draft: Draft): void {
  try {
    sessionStorage.setItem(draftKey, JSON.stringify(draft));
  } catch {
    // Storage full or disabled: the wizard still works, only without surviving a reload.
  }
}

/** Saves on every change of a value or of the step. */
export function useWizardDraft(form: UseFormReturn<WizardValues>, step: Step): void {
  useEffect(() => {
    writeDraft({ step, values: form.getValues() });
    const subscription = form.watch((values) => writeDraft({ step, values: values as WizardValues }));
    return () => subscription.unsubscribe();
  }, [form, step]);
}
