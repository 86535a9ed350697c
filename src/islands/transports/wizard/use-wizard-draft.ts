/**
 * The unfinished request survives a reload: form values and the current step in sessionStorage,
 * so it stays with the tab and is gone when the tab closes. Cleared once the transport is created.
 * An edit or a copy of a transport keeps its own draft (wizard-source.ts draftKeyOf).
 */
import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { sessionItem, type SessionItem } from '@/client/session-storage';
import { emptyValues, type Step, type StepOutput, type WizardValues } from './wizard-values';

export const draftKey = 'tovar-transport-draft';

export interface Draft {
  step: Step;
  values: WizardValues;
}

const isStep = (value: unknown): value is Step => value === 0 || value === 1 || value === 2;

/**
 * The stored draft over the empty values (a damaged or foreign entry counts as none). Its values are
 * only shaped like the form's: a tampered one is caught by the last step's full parse.
 */
function decodeDraft(stored: unknown): Draft | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const { step, values } = stored as { step?: unknown; values?: unknown };
  if (!isStep(step) || typeof values !== 'object' || values === null) return null;
  const merged: WizardValues = { ...emptyValues(), ...(values as Partial<WizardValues>) };
  if (!Array.isArray(merged.items) || merged.items.length === 0) merged.items = emptyValues().items;
  return { step, values: merged };
}

export type WizardDraft = SessionItem<Draft>;
export const wizardDraft = (key: string = draftKey): WizardDraft => sessionItem<Draft>(key, decodeDraft);

/** Saves on every change of a value or of the step. */
export function useWizardDraft(form: UseFormReturn<WizardValues, Step, StepOutput>, step: Step, draft: WizardDraft): void {
  useEffect(() => {
    draft.write({ step, values: form.getValues() });
    const subscription = form.watch(() => draft.write({ step, values: form.getValues() }));
    return () => subscription.unsubscribe();
  }, [form, step, draft]);
}
