/**
 * A form's mutation: a refusal the server names for one field (a taken plate, a wrong current password)
 * is shown at that field, focused, and nowhere else; any other failure is a toast (issue 30: never both).
 */
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { MessageKey } from '@/lib/i18n/keys';
import { runWithToasts, type Outcome, type ToastTexts } from './run-with-toasts';

export interface FormMutationTexts<V extends FieldValues> extends Omit<ToastTexts, 'atField'> {
  /** The error keys that belong to a field, and that field: a table, or a rule (null: no field). */
  fields: Partial<Record<MessageKey, Path<V>>> | ((key: MessageKey) => Path<V> | null);
}

export async function runFormMutation<T, V extends FieldValues>(
  form: { setError: UseFormSetError<V> },
  call: () => Promise<T>,
  { fields, ...texts }: FormMutationTexts<V>,
): Promise<Outcome<T>> {
  const fieldOf = (key: MessageKey) => (typeof fields === 'function' ? fields(key) : fields[key]) ?? null;
  const outcome = await runWithToasts(call, { ...texts, atField: (key) => fieldOf(key) !== null });
  const field = outcome.ok ? null : fieldOf(outcome.key);
  if (!outcome.ok && field) form.setError(field, { message: outcome.key }, { shouldFocus: true });
  return outcome;
}
