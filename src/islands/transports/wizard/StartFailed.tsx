import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';

/** The transport to edit or copy could not be read, or can no longer be edited: why, and a way on. */
export function StartFailed({ reason, retry }: { reason: 'notFound' | 'notOpen' | 'loadFailed'; retry: () => void }) {
  const { t } = useTranslation(['wizard', 'common']);
  return (
    <div role="alert" className="mx-auto grid w-full max-w-5xl justify-items-start gap-3">
      <p>{t(`edit.${reason}`)}</p>
      {reason === 'loadFailed' ? (
        <Button variant="outline" onClick={retry}>
          {t('common:action.retry')}
        </Button>
      ) : (
        <Button variant="outline" asChild>
          <a href={paths.userHome}>{t('edit.backToTransports')}</a>
        </Button>
      )}
    </div>
  );
}
