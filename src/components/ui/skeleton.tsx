import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** A placeholder block; hidden from assistive technology, so announce loading elsewhere (e.g. aria-busy). */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-muted motion-reduce:animate-none', className)}
      {...props}
    />
  );
}
