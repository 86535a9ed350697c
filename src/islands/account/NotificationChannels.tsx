import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { runWithToasts } from '@/client/run-with-toasts';
import { api } from '@/client/trpc';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { notificationChannels, type NotificationCategory, type NotificationChannel } from '@/lib/notifications';
import type { NotificationPreferences } from './NotificationsTab';
import { SavedStatus } from './SavedStatus';

interface NotificationChannelsProps {
  categories: NotificationPreferences['categories'];
  onSaved: (preferences: NotificationPreferences) => void;
}

/** The person's categories × channels, each checkbox saved as it changes; locked ones are always on. */
export function NotificationChannels({ categories, onSaved }: NotificationChannelsProps) {
  const { t } = useTranslation('notifications');
  // What the person just chose, shown until the server's answer replaces it.
  const [pending, setPending] = useState<Partial<Record<string, boolean>>>({});
  const [saved, setSaved] = useState(false);

  async function choose(category: NotificationCategory, channel: NotificationChannel, enabled: boolean) {
    const key = `${category}.${channel}`;
    setSaved(false);
    setPending((all) => ({ ...all, [key]: enabled }));
    const outcome = await runWithToasts(() => api.notifications.setPreference.mutate({ category, channel, enabled }));
    if (outcome.ok) onSaved(outcome.value);
    setPending(({ [key]: _done, ...rest }) => rest);
    setSaved(outcome.ok);
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{t('settingsTitle')}</h2>
        </CardTitle>
        <CardDescription>{t('settingsIntro')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2">
        <Table>
          <caption className="sr-only">{t('preferencesCaption')}</caption>
          <TableHeader>
            <TableRow>
              <TableHead>{t('categoryColumn')}</TableHead>
              {notificationChannels.map((channel) => (
                <TableHead key={channel} className="w-20 text-center">
                  {t(`channel.${channel}`)}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {categories.map(({ category, locked, channels }) => (
              <TableRow key={category}>
                <TableHead scope="row" className="h-auto py-2.5 font-normal whitespace-normal">
                  <span className="block">{t(`category.${category}`)}</span>
                  {locked && <span className="block text-xs text-muted-foreground">{t('alwaysOn')}</span>}
                </TableHead>
                {notificationChannels.map((channel) => {
                  const key = `${category}.${channel}`;
                  return (
                    <TableCell key={channel} className="text-center [&:has([role=checkbox])]:pr-2">
                      <Checkbox
                        aria-label={t('channelFor', { channel: t(`channel.${channel}`), category: t(`category.${category}`) })}
                        checked={pending[key] ?? channels[channel]}
                        disabled={locked || pending[key] !== undefined}
                        onCheckedChange={(checked) => void choose(category, channel, checked === true)}
                      />
                    </TableCell>
                  );
                })}
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <SavedStatus saved={saved} />
      </CardContent>
    </Card>
  );
}
