import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { api, errorKey } from '@/lib/trpc';

/** The log-in page's arrivals: a confirmation link from the mail, or a completed log-out. */
export function useUrlNotices(): void {
  const { t } = useTranslation('auth');
  useEffect(() => {
    const url = new URL(location.href);
    const confirm = url.searchParams.get('confirm');
    const signedOut = url.searchParams.has('signedOut');
    if (!confirm && !signedOut) return;
    url.searchParams.delete('confirm');
    url.searchParams.delete('signedOut');
    history.replaceState(null, '', url);
    if (signedOut) toast.success(t('logOut.success'));
    if (confirm) {
      api.auth.confirmEmail
        .mutate({ token: confirm })
        .then(() => toast.success(t('logIn.emailConfirmed')))
        .catch((error: unknown) => toast.error(t(errorKey(error))));
    }
  }, [t]);
}
