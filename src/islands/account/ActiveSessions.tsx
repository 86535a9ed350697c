import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { runWithToasts } from '@/client/run-with-toasts';
import { api } from '@/client/trpc';
import type { ApiState } from '@/client/use-api';
import { ConfirmButton } from '@/components/app/ConfirmButton';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { SessionItem, type SessionView } from './SessionItem';

/** The Security tab's list of signed-in devices, each with a sign-out, and "sign out everywhere else". */
export function ActiveSessions({ sessions }: { sessions: ApiState<SessionView[]> }) {
  const { t } = useTranslation('account');
  const [busy, setBusy] = useState(false);
  // This device first, then the most recently used.
  const list = [...(sessions.data ?? [])].sort(
    (a, b) => Number(b.current) - Number(a.current) || b.lastUsedAt.getTime() - a.lastUsedAt.getTime(),
  );
  const others = list.filter((session) => !session.current).length;

  async function run(action: () => Promise<unknown>, success: string) {
    setBusy(true);
    await runWithToasts(action, { success, failure: 'account:sessions.failed' });
    setBusy(false);
    sessions.reload();
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{t('sessions.heading')}</h2>
        </CardTitle>
        <CardDescription>{t('sessions.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {sessions.loading && !sessions.data ? (
          <div className="grid gap-3">
            <Skeleton className="h-5 w-64" />
            <Skeleton className="h-5 w-48" />
          </div>
        ) : sessions.error && !sessions.data ? (
          <p role="alert" className="text-sm text-destructive">
            {t('sessions.loadFailed')}
          </p>
        ) : (
          <ul className="divide-y" aria-label={t('sessions.heading')}>
            {list.map((session) => (
              <SessionItem
                key={session.familyId}
                session={session}
                busy={busy}
                onSignOut={() => void run(() => api.auth.revokeSession.mutate({ familyId: session.familyId }), t('sessions.signedOut'))}
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
              onConfirm={() => run(() => api.auth.revokeOtherSessions.mutate(), t('sessions.signedOutOthers'))}
            />
          ) : (
            <p className="text-sm text-muted-foreground">{t('sessions.onlyThis')}</p>
          )}
        </CardFooter>
      )}
    </Card>
  );
}
