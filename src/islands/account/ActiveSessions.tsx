import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { api, errorKey } from '@/lib/trpc';
import { useApi } from '@/lib/use-api';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { ConfirmButton } from '@/islands/transports/ConfirmButton';
import { SessionItem } from './SessionItem';

/** The Security tab's list of signed-in devices, each with a sign-out, and "sign out everywhere else". */
export function ActiveSessions() {
  const { t } = useTranslation('auth');
  const sessions = useApi(() => api.auth.sessions.query(), []);
  const [busy, setBusy] = useState(false);
  // This device first, then the most recently used.
  const list = [...(sessions.data ?? [])].sort((a, b) => Number(b.current) - Number(a.current) || b.lastUsedAt.getTime() - a.lastUsedAt.getTime());
  const others = list.filter((session) => !session.current).length;

  async function run(action: () => Promise<unknown>, success: string) {
    setBusy(true);
    try {
      await action();
      toast.success(t(success));
    } catch (error) {
      toast.error(t(errorKey(error, 'auth:sessions.failed')));
    } finally {
      setBusy(false);
      sessions.reload();
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle><h2>{t('sessions.heading')}</h2></CardTitle>
        <CardDescription>{t('sessions.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {sessions.loading && !sessions.data ? (
          <div className="grid gap-3"><Skeleton className="h-5 w-64" /><Skeleton className="h-5 w-48" /></div>
        ) : sessions.error && !sessions.data ? (
          <p role="alert" className="text-sm text-destructive">{t('sessions.loadFailed')}</p>
        ) : (
          <ul className="divide-y" aria-label={t('sessions.heading')}>
            {list.map((session) => (
              <SessionItem
                key={session.familyId}
                session={session}
                busy={busy}
                onSignOut={() => void run(() => api.auth.revokeSession.mutate({ familyId: session.familyId }), 'sessions.signedOut')}
              />
            ))}
          </ul>
        )}
      </CardContent>
      {sessions.data && (
        <CardFooter className="flex flex-wrap items-center gap-3">
          {others > 0 ? (
            <ConfirmButton
              trigger={t('sessions.signOutOthers')}
              variant="destructive"
              title={t('sessions.confirmTitle')}
              text={t('sessions.confirmText')}
              confirm={t('sessions.confirm')}
              onConfirm={() => run(() => api.auth.revokeOtherSessions.mutate(), 'sessions.signedOutOthers')}
            />
          ) : (
            <p className="text-sm text-muted-foreground">{t('sessions.onlyThis')}</p>
          )}
        </CardFooter>
      )}
    </Card>
  );
}
