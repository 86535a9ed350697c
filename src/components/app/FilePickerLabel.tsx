import type { ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/**
 * The button of a file input that is visually hidden (`peer sr-only`) just before it: a label in the
 * page's language instead of the browser's own "Choose Files / No file chosen", ringed while the input
 * has the keyboard's focus, dimmed while it is disabled.
 */
export function FilePickerLabel({ htmlFor, size, children }: { htmlFor: string; size?: 'sm'; children: ReactNode }) {
  return (
    <label
      htmlFor={htmlFor}
      className={cn(
        buttonVariants({ variant: 'outline', size }),
        'cursor-pointer justify-self-start peer-focus-visible:border-ring peer-focus-visible:ring-[3px] peer-focus-visible:ring-ring/50 peer-disabled:cursor-not-allowed peer-disabled:opacity-50',
      )}
    >
      {children}
    </label>
  );
}
