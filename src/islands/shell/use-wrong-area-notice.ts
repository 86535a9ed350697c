import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/client/toast';
import { wrongAreaNotice } from '@/lib/platform-access';

/** Someone the guard sent home from the other account type's area hears why, once (issue 14). */
export function useWrongAreaNotice(): void {
  const { t } = useTranslation('platform');
  useEffect(() => {
    const url = new URL(location.href);
    const [name, value] = wrongAreaNotice.split('=');
    if (!name || url.searchParams.get(name) !== value) return;
    url.searchParams.delete(name);
    history.replaceState(null, '', url);
    toast.info(t('access.wrongArea'));
  }, [t]);
}
