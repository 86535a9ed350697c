import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Menu, X } from 'lucide-react';
import '@/client/i18n';
import { island } from '@/client/island';
import type { KeyOf } from '@/lib/i18n/keys';
import { documentTitle } from '@/lib/document-title';
import { installFocusRescue } from '@/client/focus-rescue';
import { Button } from '@/components/ui/button';
import { NotificationBell } from '@/islands/notifications/NotificationBell';
import { LanguageSelect } from './LanguageSelect';
import { ThemeSelect } from './ThemeSelect';
import { UserMenu } from './UserMenu';
import { SidebarNav } from './Sidebar';
import { useAccessGuard, type Area } from './use-access-guard';
import { useWrongAreaNotice } from './use-wrong-area-notice';
import { useCloseOnEscapeOrOutside } from './use-close-on-escape-or-outside';

interface Props {
  titleKey: KeyOf<'platform'>;
  area: Area;
  currentPath: string;
  /** The page set its own document title on the server (a public profile): leave it. */
  keepDocumentTitle?: boolean;
}

/** The platform's top bar: page title (kept in the current language), the menu where the sidebar is hidden (below 1024 px), controls. */
function PlatformTopBar({ titleKey, area, currentPath, keepDocumentTitle = false }: Props) {
  const { t } = useTranslation('platform');
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const header = useRef<HTMLElement>(null);
  useCloseOnEscapeOrOutside(menuOpen, header, () => {
    setMenuOpen(false);
    menuButton.current?.focus();
  });
  // Opened, the menu takes the focus to its first link: in the page's order it comes after the top bar's controls.
  useEffect(() => {
    if (menuOpen) header.current?.querySelector<HTMLElement>('#mobile-nav a')?.focus();
  }, [menuOpen]);
  useAccessGuard(area);
  useWrongAreaNotice();
  useEffect(installFocusRescue, []);
  const title = t(titleKey);
  useEffect(() => {
    if (!keepDocumentTitle) document.title = documentTitle(title, t('app.name', { ns: 'common' }));
  }, [title, keepDocumentTitle, t]);
  return (
    <header ref={header} className="sticky top-0 z-30 border-b bg-background/85 backdrop-blur">
      <div className="flex min-h-16 items-center gap-3 px-4 py-2 sm:px-6">
        <Button
          variant="ghost"
          size="icon"
          className="lg:hidden"
          aria-expanded={menuOpen}
          ref={menuButton}
          aria-controls="mobile-nav"
          aria-label={t(menuOpen ? 'sidebar.close' : 'sidebar.open')}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        </Button>
        {/* Two lines on a phone rather than a cut-off title ("Управљање возним…", issue 30); a word longer than
            the line breaks at the soft hyphen its locale gives it ("Fuhrpark\u00adverwaltung"), not at its last letter. */}
        <h1 className="line-clamp-2 min-w-0 text-base leading-tight font-semibold sm:text-lg">{title}</h1>
        <div className="ml-auto flex items-center gap-2">
          <div className="hidden items-center gap-2 md:flex">
            <LanguageSelect />
            <ThemeSelect />
          </div>
          <NotificationBell />
          <UserMenu />
        </div>
      </div>
      {menuOpen && (
        <div id="mobile-nav" className="border-t bg-card lg:hidden">
          <SidebarNav currentPath={currentPath} />
          <div className="flex flex-wrap items-center gap-2 border-t p-4 md:hidden">
            <LanguageSelect />
            <ThemeSelect />
          </div>
        </div>
      )}
    </header>
  );
}

export default island(PlatformTopBar);
