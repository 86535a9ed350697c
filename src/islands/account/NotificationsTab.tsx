import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '@/client/trpc';
import { useApi } from '@/client/use-api';
import { Skeleton } from '@/components/ui/skeleton';
import { NotificationChannels } from './NotificationChannels';
import { PushDeviceSwitch } from './PushDeviceSwitch';
import { QuietHoursForm } from './QuietHoursForm';

export type NotificationPreferences = Awaited<ReturnType<typeof api.notifications.preferences.query>>;

const queryPreferences = () => api.notifications.preferences.query();

/** The Notifications tab: what is sent by email and push, and quiet hours; each save answers the whole set. */
export function NotificationsTab() {
  const { t } = useTranslation('errors');
  const loaded = useApi(queryPreferences);
  const [saved, setSaved] = useState<NotificationPreferences | null>(null);
  const preferences = saved ?? loaded.data;
  if (!preferences) {
    if (loaded.error) {
      return (
        <p role="alert" className="text-sm text-destructive">
          {t('unexpected')}
        </p>
      );
    }
    return (
      <div className="grid gap-3">
        <Skeleton className="h-64 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  return (
    <div className="grid gap-4">
      <NotificationChannels categories={preferences.categories} onSaved={setSaved} />
      <PushDeviceSwitch />
      <QuietHoursForm quietHours={preferences.quietHours} onSaved={setSaved} />
    </div>
  );
}
