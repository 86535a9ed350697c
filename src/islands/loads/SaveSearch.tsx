import { lazyUntilUsed, type TriggerProps } from '@/client/lazy-until-used';
import type { SaveSearchDialogProps } from './SaveSearchDialog';
import { SaveSearchButton } from './SaveSearchButton';

/** The plain button takes the dialog's props too, and passes on only its own. */
function SaveSearchTrigger({ filters: _filters, onSaved: _onSaved, ...buttonProps }: SaveSearchDialogProps & TriggerProps) {
  return <SaveSearchButton {...buttonProps} />;
}

/**
 * "Save this search" and its dialog. The dialog (Radix dialog, react-hook-form, the name's schema)
 * loads on first use, issue 23: most visits to the load search never save one.
 */
export const SaveSearch = lazyUntilUsed(SaveSearchTrigger, () =>
  import('./SaveSearchDialog').then(({ SaveSearchDialog }) => SaveSearchDialog),
);
