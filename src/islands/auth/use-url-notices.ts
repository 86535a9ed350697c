import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { api, errorKey } from '@/lib/trpc';

/** The log-in page's arrival from a confirmation link in the mail. */
export function useUrlNotices(): void {
  const { t } = useTranslation('auth');
  useEffect(() => {
    const url = new URL(location.href);
    const confirm = url.searchParams.get('confirm');
    if (!confirm) return;
    url.searchParams.delete('confirm');
    history.replaceState(null, '', url);
    api.auth.confirmEmail
      .mutate({ token: confirm })
      .then(() => toast.success(t('logIn.emailConfirmed')))
      .catch((error: unknown) => toast.error(t(errorKey(error))));
  }, [t]);
}
