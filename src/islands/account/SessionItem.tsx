import { useTranslation } from 'react-i18next';
import { MonitorIcon, SmartphoneIcon } from 'lucide-react';
import { describeUserAgent } from '@/lib/user-agent';
import { useFormat } from '@/client/use-format';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';

export interface SessionView {
  familyId: string;
  userAgent: string;
  ip: string;
  lastUsedAt: Date;
  current: boolean;
}

/** "Chrome on Linux", or as much of it as the user agent tells. */
export function useDeviceName() {
  const { t } = useTranslation('account');
  return (userAgent: string) => {
    const { browser, os } = describeUserAgent(userAgent);
    if (browser && os) return t('sessions.device', { browser, os });
    return browser ?? os ?? t('sessions.unknownDevice');
  };
}

/** One signed-in device: what it is, where from, when last seen; a sign-out button unless it is this one. */
export function SessionItem({ session, busy, onSignOut }: { session: SessionView; busy: boolean; onSignOut: () => void }) {
  const { t } = useTranslation('account');
  const format = useFormat();
  const device = useDeviceName()(session.userAgent);
  const mobile = ['iOS', 'Android'].includes(describeUserAgent(session.userAgent).os ?? '');
  const Icon = mobile ? SmartphoneIcon : MonitorIcon;
  const lastUsed = format.dateTime(session.lastUsedAt);
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3" aria-current={session.current ? 'true' : undefined}>
      <Icon className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
      <div className="grid min-w-0 flex-1 gap-0.5">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          {device}
          {session.current && <Badge variant="success">{t('sessions.thisDevice')}</Badge>}
        </p>
        <p className="text-sm text-muted-foreground">
          <span className="block sm:inline">{t('sessions.ip', { ip: session.ip || '—' })}</span>
          <span aria-hidden="true" className="hidden sm:inline">
            {' '}
            ·{' '}
          </span>
          <span className="block sm:inline">{t('sessions.lastUsed', { time: lastUsed })}</span>
        </p>
      </div>
      {!session.current && (
        <Button
          variant="outline"
          size="sm"
          disabled={busy}
          onClick={onSignOut}
          // Named with its time too: two browsers of one kind are told apart by when they were last used.
          aria-label={t('sessions.signOutDevice', { device, time: lastUsed })}
        >
          {t('sessions.signOut')}
        </Button>
      )}
    </li>
  );
}
