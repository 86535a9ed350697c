import { useTranslation } from 'react-i18next';
import {
  Briefcase,
  CircleHelp,
  FileText,
  House,
  LifeBuoy,
  Map,
  MessagesSquare,
  Package,
  Plus,
  Settings,
  Truck,
  type LucideIcon,
} from 'lucide-react';
import '@/client/i18n';
import { useStoreAfterHydration } from '@/client/use-after-hydration';
import { $user } from '@/stores/auth';
import { MessagesSidebarLink } from './MessagesSidebarLink';
import { sectionsFor } from './navigation';
import { SidebarLink } from './SidebarLink';

const icons: Record<string, LucideIcon> = {
  house: House,
  package: Package,
  truck: Truck,
  briefcase: Briefcase,
  map: Map,
  message: MessagesSquare,
  plus: Plus,
  settings: Settings,
  help: CircleHelp,
  support: LifeBuoy,
  terms: FileText,
};

/** The platform's navigation: the sections the signed-in account type may use (the server draws them all; app.css shows the visitor's). */
export function SidebarNav({ currentPath }: { currentPath: string }) {
  const { t } = useTranslation('platform');
  const user = useStoreAfterHydration($user, null);
  return (
    <nav aria-label={t('sidebar.label')} className="flex flex-col gap-6 p-4">
      {sectionsFor(user?.accountType).map((section) => (
        // Until the account is known, a portal's section is shown by app.css only to that portal's visitors.
        <div key={section.titleKey} data-for-area={user ? undefined : section.area}>
          <h2 className="px-3 pb-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">{t(section.titleKey)}</h2>
          <ul className="flex flex-col gap-0.5">
            {section.links.map((link) => {
              const Link = link.unread === 'messages' ? MessagesSidebarLink : SidebarLink;
              return (
                <li key={link.href}>
                  <Link href={link.href} title={t(link.titleKey)} icon={icons[link.icon] ?? House} current={link.href === currentPath} />
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </nav>
  );
}
