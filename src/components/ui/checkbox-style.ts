import { cn } from '@/lib/utils';

/** The checkbox's look, apart from its Radix code: a checkbox that loads that code on first use draws the same. */
export const checkboxClassName = cn(
  'peer size-4 shrink-0 rounded-[4px] border border-input bg-card shadow-xs transition-shadow outline-none disabled:cursor-not-allowed disabled:opacity-50',
  'data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground',
  'focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50',
  'aria-invalid:border-destructive aria-invalid:ring-destructive/20 dark:aria-invalid:ring-destructive/40',
);

export const checkboxIndicatorClassName = 'flex items-center justify-center text-current transition-none';
