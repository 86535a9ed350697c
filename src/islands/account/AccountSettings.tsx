import { useTranslation } from 'react-i18next';
import '@/client/i18n';
import { api } from '@/client/trpc';
import { useApi } from '@/client/use-api';
import { useFormat } from '@/client/use-format';
import { DetailList } from '@/components/app/DetailList';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ActiveSessions } from './ActiveSessions';

const queryMe = () => api.auth.me.query();

/** Account settings: the account as we hold it, and the Security tab. */
export default function AccountSettings() {
  const { t } = useTranslation('platform');
  const format = useFormat();
  const me = useApi(queryMe);
  const rows = me.data
    ? [
        { label: t('account.name'), value: me.data.name },
        { label: t('account.email'), value: me.data.email },
        { label: t('account.type'), value: t(`accountType.${me.data.accountType}`) },
        { label: t('account.activeSince'), value: format.longDate(me.data.createdAt) },
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
          <CardHeader>
            <CardTitle>
              <h2>{t('account.info')}</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            {me.loading && !me.data ? (
              <div className="grid gap-3">
                <Skeleton className="h-5 w-64" />
                <Skeleton className="h-5 w-48" />
              </div>
            ) : (
              <DetailList items={rows} className="gap-x-6 gap-y-3" />
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
