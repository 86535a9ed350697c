import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import '@/lib/i18n/client';
import { plainApi } from '@/lib/trpc';
import { flashNext } from '@/lib/flash';
import { $refreshToken, logout } from '@/stores/auth';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';

/** Spec: a logging-out message, then a success toast; `navigateToLogIn=true` continues to the log-in page. */
export default function LogOut() {
  const { t } = useTranslation('auth');
  const [done, setDone] = useState(false);
  useEffect(() => {
    const navigateToLogIn = new URLSearchParams(location.search).get('navigateToLogIn') === 'true';
    const refreshToken = $refreshToken.get();
    // The server forgets the session even if this tab cannot reach it: the local session ends either way.
    void plainApi.auth.logout
      .mutate({ refreshToken: refreshToken || undefined })
      .catch(() => undefined)
      .finally(() => {
        logout();
        if (navigateToLogIn) {
          flashNext('success', t('logOut.success'));
          return location.replace('/home/user/log-in');
        }
        toast.success(t('logOut.success'));
        setDone(true);
      });
  }, [t]);

  return (
    <Card className="fade-up">
      <CardHeader>
        <h1 className="text-2xl font-semibold tracking-tight" role="status">{t(done ? 'logOut.done' : 'logOut.inProgress')}</h1>
      </CardHeader>
      {done && (
        <CardContent className="flex flex-col gap-2 sm:flex-row">
          <Button asChild className="flex-1"><a href="/home/user/log-in">{t('logOut.logInAgain')}</a></Button>
          <Button asChild variant="outline" className="flex-1"><a href="/home">{t('logOut.home')}</a></Button>
        </CardContent>
      )}
    </Card>
  );
}
