import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

export interface SidebarLinkProps {
  href: string;
  title: string;
  icon: LucideIcon;
  current: boolean;
}

interface Extras {
  /** The accessible name when it says more than the title (it must contain the title). */
  name?: string;
  /**
   * At the end of the row, drawn over the link rather than inside it: the link's text stays the title
   * alone, which its name contains (axe's label-content-name-mismatch compares them).
   */
  badge?: ReactNode;
}

export function SidebarLink({ href, title, icon: Icon, current, name, badge }: SidebarLinkProps & Extras) {
  const link = (
    <a
      href={href}
      aria-current={current ? 'page' : undefined}
      aria-label={name}
      className={cn(
        'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-muted-foreground hover:bg-accent hover:text-accent-foreground',
        current && 'bg-secondary text-foreground',
      )}
    >
      <Icon aria-hidden="true" className="size-4" />
      {title}
    </a>
  );
  if (!badge) return link;
  return (
    <div className="relative">
      {link}
      <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 right-3 flex items-center">
        {badge}
      </span>
    </div>
  );
}
