import { useTranslation } from 'react-i18next';
import { $unreadMessages } from '@/client/notification-stream';
import { useStoreAfterHydration } from '@/client/use-after-hydration';
import { unreadShown } from '@/lib/unread-count';
import { SidebarLink, type SidebarLinkProps } from './SidebarLink';

/**
 * The sidebar's link to the messages with the unread total from the tab's one stream (issue 27). Its
 * name says "Messages, 3 unread"; the badge is drawn beside the link's text, hidden from assistive
 * technology, so the link's text is the title alone, which the name contains (SidebarLink).
 */
export function MessagesSidebarLink(props: SidebarLinkProps) {
  const { t } = useTranslation('platform');
  const unread = useStoreAfterHydration($unreadMessages, null) ?? 0;
  if (unread === 0) return <SidebarLink {...props} />;
  const shown = unreadShown(unread);
  return (
    <SidebarLink
      {...props}
      name={t('sidebar.messagesUnread', { count: unread, shown })}
      badge={
        <span className="flex h-5 min-w-5 items-center justify-center rounded-full bg-destructive px-1 text-[0.6875rem] leading-none font-semibold text-destructive-foreground tabular-nums">
          {shown}
        </span>
      }
    />
  );
}
