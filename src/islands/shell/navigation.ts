import type { AccountType } from '@/lib/constants';
import type { KeyOf } from '@/lib/i18n/keys';
import { paths } from '@/lib/paths';
import { accountArea, type Area } from '@/lib/platform-access';

type PlatformKey = KeyOf<'platform'>;

export interface NavLink {
  href: string;
  titleKey: PlatformKey;
  icon: string;
  /** An unread count the link shows beside its title and says in its name. */
  unread?: 'messages';
}
export interface NavSection {
  titleKey: PlatformKey;
  links: NavLink[];
  /** Only the accounts of this portal see the section; everyone when absent. */
  area?: Exclude<Area, 'any'>;
}

/** The sidebar sections of spec section 2, each link with a lucide icon name. */
export const navigation: NavSection[] = [
  {
    titleKey: 'section.transport',
    area: 'transporter',
    links: [
      { href: paths.transporterHome, titleKey: 'title.home', icon: 'house' },
      { href: paths.transporterTransports, titleKey: 'title.transports', icon: 'package' },
      { href: paths.jobs, titleKey: 'title.jobs', icon: 'briefcase' },
      { href: paths.fleet, titleKey: 'title.fleet', icon: 'truck' },
      { href: paths.live, titleKey: 'title.live', icon: 'map' },
    ],
  },
  {
    titleKey: 'section.user',
    area: 'user',
    links: [
      { href: paths.userHome, titleKey: 'title.home', icon: 'house' },
      { href: paths.createTransport, titleKey: 'title.newTransport', icon: 'plus' },
    ],
  },
  {
    titleKey: 'section.account',
    links: [
      { href: paths.messages, titleKey: 'title.messages', icon: 'message', unread: 'messages' },
      { href: paths.account, titleKey: 'title.settings', icon: 'settings' },
    ],
  },
  {
    titleKey: 'section.help',
    links: [
      { href: paths.help, titleKey: 'title.help', icon: 'help' },
      { href: paths.support, titleKey: 'title.support', icon: 'support' },
      { href: paths.terms, titleKey: 'title.terms', icon: 'terms' },
    ],
  },
];

/**
 * The sections an account type sees. Before the account is known (the server, hydration) every
 * section: a portal's own are then shown by CSS from the mark the inline guard put on <html>.
 */
export function sectionsFor(accountType: AccountType | undefined): NavSection[] {
  if (!accountType) return navigation;
  const area = accountArea(accountType);
  return navigation.filter((section) => !section.area || section.area === area);
}
