import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** A step whose code could not load: the draft (use-wizard-draft.ts) brings the entries back after a reload. */
export function StepFailed() {
  const { t } = useTranslation(['wizard', 'common']);
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-md border border-destructive/50 p-4">
      <p>{t('stepFailed')}</p>
      <Button type="button" variant="outline" onClick={() => location.reload()}>
        {t('common:action.reload')}
      </Button>
    </div>
  );
}
