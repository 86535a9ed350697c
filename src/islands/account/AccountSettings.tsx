import { useTranslation } from 'react-i18next';
import '@/lib/i18n/client';
import { api } from '@/lib/trpc';
import { useApi } from '@/lib/use-api';
import { formatLongDate } from '@/lib/format';
import { useStore } from '@nanostores/react';
import { $language } from '@/stores/language';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ActiveSessions } from './ActiveSessions';

/** Account settings: the account as we hold it, and the Security tab. */
export default function AccountSettings() {
  const { t } = useTranslation('platform');
  const lang = useStore($language);
  const me = useApi(() => api.auth.me.query(), []);
  const rows = me.data
    ? [
        [t('account.name'), me.data.name],
        [t('account.email'), me.data.email],
        [t('account.type'), t(`accountType.${me.data.accountType}`)],
        [t('account.activeSince'), formatLongDate(me.data.createdAt, lang)],
      ]
    : [];
  return (
    <Tabs defaultValue="profile" className="gap-4">
      <TabsList>
        <TabsTrigger value="profile">{t('account.tab.profile')}</TabsTrigger>
        <TabsTrigger value="security">{t('account.tab.security')}</TabsTrigger>
      </TabsList>
      <TabsContent value="profile">
        <Card>
          <CardHeader><CardTitle><h2>{t('account.info')}</h2></CardTitle></CardHeader>
          <CardContent>
            {me.loading && !me.data ? (
              <div className="grid gap-3"><Skeleton className="h-5 w-64" /><Skeleton className="h-5 w-48" /></div>
            ) : (
              <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
                {rows.map(([label, value]) => (
                  <div key={label} className="contents">
                    <dt className="text-sm text-muted-foreground">{label}</dt>
                    <dd className="font-medium">{value}</dd>
                  </div>
                ))}
              </dl>
            )}
          </CardContent>
        </Card>
      </TabsContent>
      <TabsContent value="security" className="grid gap-4">
        <ChangePasswordForm />
        <ActiveSessions />
      </TabsContent>
    </Tabs>
  );
}
