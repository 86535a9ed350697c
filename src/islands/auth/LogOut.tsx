import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/client/toast';
import '@/client/i18n';
import { island } from '@/client/island';
import { plainApi } from '@/client/trpc';
import { flashNext } from '@/client/flash';
import { $refreshToken, logout } from '@/stores/auth';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/lib/paths';

/** Spec: a logging-out message, then a success toast; `navigateToLogIn=true` continues to the log-in page. */
function LogOut() {
  const { t } = useTranslation('auth');
  const [done, setDone] = useState(false);
  useEffect(() => {
    const navigateToLogIn = new URLSearchParams(location.search).get('navigateToLogIn') === 'true';
    const refreshToken = $refreshToken.get();
    // This browser stops getting the person's pushes first (while the session still may say so): the
    // next person at this computer must not see them. Then the server forgets the session, even if
    // this tab cannot reach it: the local session ends either way.
    void import('@/client/push')
      .then(({ disablePush }) => disablePush())
      .catch(() => undefined)
      .then(() => plainApi.auth.logout.mutate({ refreshToken: refreshToken || undefined }))
      .catch(() => undefined)
      .finally(() => {
        logout();
        if (navigateToLogIn) {
          flashNext('success', t('logOut.success'));
          return location.replace(paths.logIn);
        }
        toast.success(t('logOut.success'));
        setDone(true);
      });
  }, [t]);

  return (
    <Card className="fade-up">
      <CardHeader>
        <CardTitle>
          <h1 className="text-2xl tracking-tight" role="status">
            {t(done ? 'logOut.done' : 'logOut.inProgress')}
          </h1>
        </CardTitle>
      </CardHeader>
      {done && (
        <CardContent className="flex flex-col gap-2 sm:flex-row">
          <Button asChild className="flex-1">
            <a href={paths.logIn}>{t('logOut.logInAgain')}</a>
          </Button>
          <Button asChild variant="outline" className="flex-1">
            <a href={paths.home}>{t('logOut.home')}</a>
          </Button>
        </CardContent>
      )}
    </Card>
  );
}

export default island(LogOut);
