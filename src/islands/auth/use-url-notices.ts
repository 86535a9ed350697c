import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { runWithToasts } from '@/client/run-with-toasts';
import { loadApi } from '@/client/load-api';

/** The log-in page's arrival from a confirmation link in the mail. */
export function useUrlNotices(): void {
  const { t } = useTranslation('auth');
  useEffect(() => {
    const url = new URL(location.href);
    const confirm = url.searchParams.get('confirm');
    if (!confirm) return;
    url.searchParams.delete('confirm');
    history.replaceState(null, '', url);
    void runWithToasts(async () => (await loadApi()).auth.confirmEmail.mutate({ token: confirm }), { success: t('logIn.emailConfirmed') });
  }, [t]);
}
