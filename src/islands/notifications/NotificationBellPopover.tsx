import { useTranslation } from 'react-i18next';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { BellButton } from './BellButton';
import { NotificationPanel } from './NotificationPanel';

interface Props {
  label: string;
  unread: number;
  shown: string;
}

/** The bell's popover and its panel, loaded with the first use (NotificationBell.tsx) and open at once. */
export function NotificationBellPopover({ label, unread, shown }: Props) {
  const { t } = useTranslation('notifications');
  return (
    <Popover defaultOpen>
      <PopoverTrigger asChild>
        <BellButton label={label} unread={unread} shown={shown} />
      </PopoverTrigger>
      <PopoverContent align="end" collisionPadding={8} aria-label={t('panelTitle')} className="w-[min(24rem,calc(100vw-1rem))] p-0">
        <NotificationPanel unread={unread} />
      </PopoverContent>
    </Popover>
  );
}
