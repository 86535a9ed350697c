import type { AccountType } from '@/lib/constants';

export interface NavLink {
  href: string;
  titleKey: string;
  icon: string;
}
export interface NavSection {
  titleKey: string;
  links: NavLink[];
  /** Only these account types see the section; everyone when absent. */
  for?: AccountType[];
}

/** The sidebar sections of spec section 2, each link with a lucide icon name. */
export const navigation: NavSection[] = [
  {
    titleKey: 'section.transport',
    for: ['TRANSPORT_COMPANY'],
    links: [
      { href: '/platform/transporter', titleKey: 'title.home', icon: 'house' },
      { href: '/platform/transporter/transports', titleKey: 'title.transports', icon: 'package' },
      { href: '/platform/transporter/fleet', titleKey: 'title.fleet', icon: 'truck' },
      { href: '/platform/transporter/live', titleKey: 'title.live', icon: 'map' },
    ],
  },
  {
    titleKey: 'section.user',
    for: ['USER', 'COMPANY'],
    links: [
      { href: '/platform/user', titleKey: 'title.home', icon: 'house' },
      { href: '/platform/user/create', titleKey: 'title.newTransport', icon: 'plus' },
    ],
  },
  {
    titleKey: 'section.account',
    links: [{ href: '/platform/account', titleKey: 'title.settings', icon: 'settings' }],
  },
  {
    titleKey: 'section.help',
    links: [
      { href: '/home/help', titleKey: 'title.help', icon: 'help' },
      { href: '/home/help#support', titleKey: 'title.support', icon: 'support' },
      { href: '/home/help/terms', titleKey: 'title.terms', icon: 'terms' },
    ],
  },
];

export function sectionsFor(accountType: AccountType | undefined): NavSection[] {
  return navigation.filter((section) => !section.for || (accountType && section.for.includes(accountType)));
}
