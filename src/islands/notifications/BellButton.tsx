import type { ComponentProps } from 'react';
import { Bell } from 'lucide-react';
import { Button } from '@/components/ui/button';

interface Props extends ComponentProps<'button'> {
  /** The button's name: "Notifications", or with the unread count. */
  label: string;
  unread: number;
  /** The badge's text: the count, or "99+". */
  shown: string;
}

/** The bell's button: the plain one before the popover's code loads and the Radix trigger after. */
export function BellButton({ label, unread, shown, ...buttonProps }: Props) {
  return (
    <Button variant="ghost" size="icon" className="relative" aria-label={label} aria-haspopup="dialog" {...buttonProps}>
      <Bell aria-hidden="true" />
      {unread > 0 && (
        <span className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-destructive px-1 text-[0.6875rem] leading-none font-semibold text-destructive-foreground tabular-nums">
          {shown}
        </span>
      )}
    </Button>
  );
}
