import { useEffect, type RefObject } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { chosenBeforeHydrationProperty, submitAfterHydrationAttribute } from '@/lib/constants';

type EarlyForm = HTMLFormElement & { [chosenBeforeHydrationProperty]?: Record<string, string> };

/** What the visitor gave a field before hydration: a text field's text (React keeps it), a radio's choice (noted by inline-scripts.ts). */
function earlyValue(element: EarlyForm, name: string): string | undefined {
  const chosen = element[chosenBeforeHydrationProperty]?.[name];
  if (chosen !== undefined) return chosen;
  const input = element.elements.namedItem(name);
  return input instanceof HTMLInputElement && input.value ? input.value : undefined;
}

/**
 * The account forms are on screen before their script runs (issue 23), so a visitor may type first.
 * React keeps a hydrated input's text but tells nobody, and sets a radio back to the state's choice,
 * so the form's state would not have them: once hydrated, each field the visitor filled or chose
 * hands its value to the form. Call it before an effect that fills a field itself (a remembered
 * email): that one then sees what was typed. A form sent before it hydrated (the app pages' script
 * held it: inline-scripts.ts) is then sent again.
 */
export function useTypedBeforeHydration<T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown>,
  formElement: RefObject<HTMLFormElement | null>,
): void {
  useEffect(() => {
    const element: EarlyForm | null = formElement.current;
    if (!element) return;
    for (const [name, value] of Object.entries(form.getValues())) {
      const early = typeof value === 'string' ? earlyValue(element, name) : undefined;
      if (early === undefined || early === value) continue;
      form.setValue(name as Path<T>, early as PathValue<T, Path<T>>, { shouldDirty: true });
    }
    if (!element.hasAttribute(submitAfterHydrationAttribute)) return;
    element.removeAttribute(submitAfterHydrationAttribute);
    element.requestSubmit();
  }, [form, formElement]);
}
