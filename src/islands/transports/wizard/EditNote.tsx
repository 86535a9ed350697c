import { useTranslation } from 'react-i18next';
import type { WizardSource } from './wizard-source';

/** Above an edit or a copy: what is being changed, and why some fields cannot be. */
export function EditNote({ source, lockedAfterBids }: { source: WizardSource; lockedAfterBids: boolean }) {
  const { t } = useTranslation('wizard');
  if (source.kind === 'create') return null;
  const text = source.kind === 'copy' ? t('copy.note') : lockedAfterBids ? t('edit.lockedNote') : t('edit.note');
  return <p className="rounded-lg border border-warning/40 bg-warning/10 p-3 text-sm">{text}</p>;
}
