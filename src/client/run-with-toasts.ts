/**
 * The one way an island calls a mutation and tells the person how it went: a success toast (already
 * translated, it may carry values) and, on failure, the translated key the server sent, or `failure`.
 * A failure is said once: a key the caller shows at a form field (`atField`) gets no toast.
 */
import { toast } from '@/client/toast';
import type { MessageKey } from '@/lib/i18n/keys';
import { translate } from './i18n';
import { errorKey } from './error-key';

/** The call's value, or the key the failure was shown with (a form may also put it at a field). */
export type Outcome<T> = { ok: true; value: T } | { ok: false; key: MessageKey };

export interface ToastTexts {
  /** Shown when the call succeeds; leave it out when the page moves on (flash it instead) or says so itself. */
  success?: string;
  /** The key shown when the error carries none of its own; `errors:unexpected` unless given. */
  failure?: MessageKey;
  /** The failures the caller shows at a field itself (see `runFormMutation`): these get no toast. */
  atField?: (key: MessageKey) => boolean;
}

export async function runWithToasts<T>(call: () => Promise<T>, { success, failure, atField }: ToastTexts = {}): Promise<Outcome<T>> {
  let value: T;
  try {
    value = await call();
  } catch (error) {
    const key = errorKey(error, failure);
    if (!atField?.(key)) toast.error(translate(key));
    return { ok: false, key };
  }
  if (success) toast.success(success);
  return { ok: true, value };
}
