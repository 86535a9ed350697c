import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import type { FeedState } from './use-live-feed';

interface LiveStatusBarProps {
  user: string | undefined;
  realtime: boolean;
  feed: FeedState;
}

/**
 * The page's filter and realtime state, with the links that change them (they are search params; the
 * realtime one says true or false: either is the user's remembered choice, src/stores/live-realtime.ts).
 */
export function LiveStatusBar({ user, realtime, feed }: LiveStatusBarProps) {
  const { t } = useTranslation('live');
  const link = (changes: Record<string, string | null>) => {
    const params = new URLSearchParams(location.search);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) params.delete(key);
      else params.set(key, value);
    }
    const query = params.toString();
    return `${location.pathname}${query ? `?${query}` : ''}`;
  };
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
      {user && (
        <p>
          {t('filter.only', { user })}{' '}
          <a className="font-medium text-primary underline underline-offset-4" href={link({ user: null })}>
            {t('filter.all')}
          </a>
        </p>
      )}
      <p className="flex items-center gap-2" role="status">
        {feed === 'on' && <Badge variant="success">{t('realtime.on')}</Badge>}
        {feed === 'connecting' && <Badge variant="secondary">{t('realtime.connecting')}</Badge>}
        {feed === 'failed' && <span className="text-destructive">{t('realtime.failed')}</span>}
        <a className="font-medium text-primary underline underline-offset-4" href={link({ realtime: realtime ? 'false' : 'true' })}>
          {realtime ? t('realtime.turnOff') : t('realtime.turnOn')}
        </a>
      </p>
    </div>
  );
}
