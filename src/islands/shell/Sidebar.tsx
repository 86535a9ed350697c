import { useTranslation } from 'react-i18next';
import { Briefcase, CircleHelp, FileText, House, LifeBuoy, Map, Package, Plus, Settings, Truck, type LucideIcon } from 'lucide-react';
import '@/client/i18n';
import { useStoreAfterHydration } from '@/client/use-after-hydration';
import { $user } from '@/stores/auth';
import { cn } from '@/lib/utils';
import { sectionsFor } from './navigation';

const icons: Record<string, LucideIcon> = {
  house: House,
  package: Package,
  truck: Truck,
  briefcase: Briefcase,
  map: Map,
  plus: Plus,
  settings: Settings,
  help: CircleHelp,
  support: LifeBuoy,
  terms: FileText,
};

/** The platform's navigation: the sections the signed-in account type may use (the server draws the shared ones). */
export function SidebarNav({ currentPath }: { currentPath: string }) {
  const { t } = useTranslation('platform');
  const user = useStoreAfterHydration($user, null);
  return (
    <nav aria-label={t('sidebar.label')} className="flex flex-col gap-6 p-4">
      {sectionsFor(user?.accountType).map((section) => (
        <div key={section.titleKey}>
          <h2 className="px-3 pb-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">{t(section.titleKey)}</h2>
          <ul className="flex flex-col gap-0.5">
            {section.links.map((link) => {
              const Icon = icons[link.icon] ?? House;
              const current = link.href === currentPath;
              return (
                <li key={link.href}>
                  <a
                    href={link.href}
                    aria-current={current ? 'page' : undefined}
                    className={cn(
                      'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-muted-foreground hover:bg-accent hover:text-accent-foreground',
                      current && 'bg-secondary text-foreground',
                    )}
                  >
                    <Icon aria-hidden="true" className="size-4" />
                    {t(link.titleKey)}
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </nav>
  );
}
