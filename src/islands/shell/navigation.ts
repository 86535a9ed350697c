import { customerAccountTypes, transporterAccountTypes, type AccountType } from '@/lib/constants';
import type { Area } from '@/lib/platform-access';
import type { KeyOf } from '@/lib/i18n/keys';
import { paths } from '@/lib/paths';

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
  /** Only these account types see the section; everyone when absent. */
  for?: readonly AccountType[];
}

/** The sidebar sections of spec section 2, each link with a lucide icon name. */
export const navigation: NavSection[] = [
  {
    titleKey: 'section.transport',
    for: transporterAccountTypes,
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
    for: customerAccountTypes,
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

/** Who an area's pages are for: the guard has sent anyone else away before the page drew. */
const areaAccountTypes: Record<Area, readonly AccountType[]> = {
  user: customerAccountTypes,
  transporter: transporterAccountTypes,
  any: [],
};

/**
 * The sections an account type sees. Before the account is known (the server, hydration), the
 * sections of the page's area: a customer's page draws the customer's links from the first byte.
 */
export function sectionsFor(accountType: AccountType | undefined, area: Area = 'any'): NavSection[] {
  const types = accountType ? [accountType] : areaAccountTypes[area];
  return navigation.filter((section) => !section.for || section.for.some((type) => types.includes(type)));
}
