import { clsx, type ClassValue } from 'clsx';
import { mergeClasses } from './class-merge';

/** Merge class names, later Tailwind utilities winning over earlier ones (as tailwind-merge's twMerge would). */
export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs));
}

/** Narrow a value that cannot be missing; the reason names the broken assumption if it is. */
export function unwrap<T>(value: T | null | undefined, why: string): T {
  if (value === null || value === undefined) throw new Error(`unwrap: ${why}`);
  return value;
}
