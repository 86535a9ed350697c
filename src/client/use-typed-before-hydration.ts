import { useEffect, type RefObject } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { submitAfterHydrationAttribute } from '@/lib/constants';

/**
 * The account forms are on screen before their script runs (issue 23), so a visitor may type first.
 * React keeps a hydrated input's text but tells nobody, so the form's state would still be empty:
 * once hydrated, each text field the visitor filled hands its text to the form. Call it before an
 * effect that fills a field itself (a remembered email): that one then sees what was typed. A form
 * sent before it hydrated (the app pages' script held it: inline-scripts.ts) is then sent again.
 */
export function useTypedBeforeHydration<T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown>,
  formElement: RefObject<HTMLFormElement | null>,
): void {
  useEffect(() => {
    const element = formElement.current;
    if (!element) return;
    for (const [name, value] of Object.entries(form.getValues())) {
      const input = element.elements.namedItem(name);
      if (!(input instanceof HTMLInputElement) || typeof value !== 'string' || !input.value || input.value === value) continue;
      form.setValue(name as Path<T>, input.value as PathValue<T, Path<T>>, { shouldDirty: true });
    }
    if (!element.hasAttribute(submitAfterHydrationAttribute)) return;
    element.removeAttribute(submitAfterHydrationAttribute);
    element.requestSubmit();
  }, [form, formElement]);
}
