import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import '@/client/i18n';
import { island } from '@/client/island';
import { PageSkeleton } from '@/components/app/PageSkeleton';
import { api } from '@/client/trpc';
import { useApi } from '@/client/use-api';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { companyAccountTypes } from '@/lib/schemas/account';
import { $user } from '@/stores/auth';
import { CompanyTab } from './CompanyTab';
import { NotificationsTab } from './NotificationsTab';
import { ProfileTab } from './ProfileTab';
import { SecurityTab } from './SecurityTab';

const queryProfile = () => api.account.profile.query();
const tabs = ['profile', 'company', 'security', 'notifications'];

/** `?tab=security` opens that tab (links and the log-in return address keep it). */
function tabFromUrl(): string {
  const tab = new URLSearchParams(window.location.search).get('tab');
  return tab && tabs.includes(tab) ? tab : 'profile';
}

/** Account settings: Profile, Company (company accounts only), Security and Notifications. */
function AccountSettings() {
  const { t } = useTranslation(['platform', 'account', 'notifications']);
  const profile = useApi(queryProfile);
  const [tab, setTab] = useState(tabFromUrl);
  // From the session, known before the profile arrives: the Company tab is there from the first render, so the tabs after it do not move.
  const accountType = useStore($user)?.accountType;
  const hasCompany = accountType !== undefined && (companyAccountTypes as readonly string[]).includes(accountType);
  return (
    <Tabs value={tab === 'company' && !hasCompany ? 'profile' : tab} onValueChange={setTab} className="gap-4">
      {/* Four tabs in German are wider than a phone: they wrap rather than widen the page. */}
      <TabsList className="h-auto max-w-full flex-wrap justify-start">
        <TabsTrigger value="profile">{t('account.tab.profile')}</TabsTrigger>
        {hasCompany && <TabsTrigger value="company">{t('account:tab.company')}</TabsTrigger>}
        <TabsTrigger value="security">{t('account.tab.security')}</TabsTrigger>
        <TabsTrigger value="notifications">{t('notifications:settingsTitle')}</TabsTrigger>
      </TabsList>
      <TabsContent value="profile">
        {profile.data ? (
          <ProfileTab profile={profile.data} onChanged={profile.reload} />
        ) : (
          <div className="grid gap-3">
            <Skeleton className="h-40 w-full" />
            <Skeleton className="h-64 w-full" />
          </div>
        )}
      </TabsContent>
      {hasCompany && (
        <TabsContent value="company">
          <CompanyTab />
        </TabsContent>
      )}
      <TabsContent value="security" className="grid gap-4">
        <SecurityTab />
      </TabsContent>
      <TabsContent value="notifications">
        <NotificationsTab />
      </TabsContent>
    </Tabs>
  );
}

export default island(AccountSettings, PageSkeleton);
