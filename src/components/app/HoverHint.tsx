import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

interface HoverHintProps {
  /** What the hint shows: an icon button's name, or a cut text whole. */
  text: string;
  /** Which edge the hint lines up with: the start where it may run on, the end at a row's last column. */
  align?: 'start' | 'end';
  children: ReactNode;
}

/**
 * A hint above its children while the pointer is on them or one of them has the focus (the fleet
 * table has no room for text). For the eyes only: what it says is already the children's text or
 * their accessible name.
 */
export function HoverHint({ text, align = 'end', children }: HoverHintProps) {
  return (
    <span className="group/hint relative inline-flex max-w-full min-w-0 items-center gap-1">
      {children}
      <span
        aria-hidden="true"
        className={cn(
          'pointer-events-none invisible absolute bottom-full z-10 mb-1 rounded-md border bg-popover px-2 py-1 text-xs font-normal whitespace-nowrap text-popover-foreground shadow-md group-focus-within/hint:visible group-hover/hint:visible',
          align === 'start' ? 'left-0 font-mono' : 'right-0',
        )}
      >
        {text}
      </span>
    </span>
  );
}
