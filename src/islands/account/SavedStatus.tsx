import { useTranslation } from 'react-i18next';

/** "Saved", said politely once a change is stored; empty while the next one is on its way, so it is said again. */
export function SavedStatus({ saved }: { saved: boolean }) {
  const { t } = useTranslation('notifications');
  return (
    <p role="status" className="min-h-5 text-sm text-muted-foreground">
      {saved ? t('saved') : ''}
    </p>
  );
}
