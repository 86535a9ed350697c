import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { cn } from '@/lib/utils';
import { appClassLists } from './helpers/class-lists';

// cn() runs on a trimmed tailwind-merge config (src/lib/class-merge.ts); the full twMerge is the
// reference: whatever the app merges must come out exactly as the full twMerge has it.
const { lists, tokens } = appClassLists();

/** Clashes the app relies on (component base classes, then what a call site passes), merged by hand. */
const knownClashes: [string, string][] = [
  ['inline-flex shrink-0 items-center flex-1', 'inline-flex items-center flex-1'],
  ['p-2 align-middle whitespace-nowrap whitespace-normal', 'p-2 align-middle whitespace-normal'],
  ['h-10 px-2 text-left font-medium text-right', 'h-10 px-2 font-medium text-right'],
  ['rounded-md border bg-card p-3 border-primary bg-accent', 'rounded-md border p-3 border-primary bg-accent'],
  ['grid gap-2 content-start sm:col-span-2 content-start', 'grid gap-2 sm:col-span-2 content-start'],
  ['h-9 px-4 py-2 has-[>svg]:px-3 h-8 px-3', 'py-2 has-[>svg]:px-3 h-8 px-3'],
  ['rounded-md gap-2 size-9 rounded-full gap-1.5', 'size-9 rounded-full gap-1.5'],
  ['grid gap-x-4 gap-y-2 text-sm flex gap-3 text-xs', 'flex gap-3 text-xs'],
  ['text-lg leading-none font-semibold text-base', 'font-semibold text-base'],
  ['w-72 p-4 outline-hidden w-80 p-0', 'outline-hidden w-80 p-0'],
  ['text-muted-foreground text-sm text-destructive', 'text-sm text-destructive'],
  ['text-base md:text-sm min-w-0 font-mono text-xs', 'md:text-sm min-w-0 font-mono text-xs'],
  ['sm:max-w-lg gap-4 sm:max-w-5xl gap-6', 'sm:max-w-5xl gap-6'],
  ['[&:has([role=checkbox])]:pr-0 [&:has([role=checkbox])]:pr-2', '[&:has([role=checkbox])]:pr-2'],
  ['focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:ring-2', 'focus-visible:ring-ring/50 focus-visible:ring-2'],
  [
    'data-[state=active]:bg-card data-[state=active]:shadow-sm data-[state=active]:bg-muted',
    'data-[state=active]:shadow-sm data-[state=active]:bg-muted',
  ],
  ['hover:bg-accent hover:text-accent-foreground hover:bg-muted/50', 'hover:text-accent-foreground hover:bg-muted/50'],
  ['border-t-4 border-primary border-border', 'border-t-4 border-border'],
  ['border-t border-b border-0', 'border-0'],
  ['px-(--cell-size) h-(--cell-size) px-2 size-8', 'px-2 size-8'],
  ['-mt-1 mt-2 my-4', 'my-4'],
  ['top-4 right-4 inset-0', 'inset-0'],
  ['overflow-x-auto overflow-y-auto overflow-hidden', 'overflow-hidden'],
  ['block overflow-hidden line-clamp-2', 'line-clamp-2'],
  ['shadow-xs shadow-none', 'shadow-none'],
  ['text-sm text-[0.8rem] text-primary', 'text-[0.8rem] text-primary'],
  ['w-72 w-[min(24rem,calc(100vw-1rem))]', 'w-[min(24rem,calc(100vw-1rem))]'],
  ['rounded-l-md rounded-r-md rounded-md', 'rounded-md'],
  ['font-medium font-sans font-normal', 'font-sans font-normal'],
  ['!p-2 p-4 !p-3', 'p-4 !p-3'],
  ['invisible absolute flex visible relative hidden', 'visible relative hidden'],
];

describe('cn() merges as the full tailwind-merge does', () => {
  it('reads the class lists of the whole app', () => {
    expect(lists.length).toBeGreaterThan(500);
    expect(tokens.length).toBeGreaterThan(400);
    // Many lists do clash: a plain join of the classes would not pass the tests below.
    expect(lists.filter(({ classes }) => twMerge(classes) !== classes).length).toBeGreaterThan(50);
  });

  it.each(knownClashes)('%s → %s', (classes, merged) => {
    expect(twMerge(classes)).toBe(merged);
    expect(cn(classes)).toBe(merged);
  });

  it('gives every class list the app merges exactly as twMerge does', () => {
    const differing = lists.filter(({ classes }) => cn(classes) !== twMerge(classes));
    expect(differing.map(({ where, classes }) => `${where}: ${classes} → ${cn(classes)}, not ${twMerge(classes)}`)).toEqual([]);
  });

  it('gives every pair of the classes the app uses (either order, twice the same) as twMerge does', () => {
    const differing: string[] = [];
    for (const first of tokens) {
      for (const second of tokens) {
        const pair = `${first} ${second}`;
        if (cn(pair) !== twMerge(pair)) differing.push(`${pair} → ${cn(pair)}, not ${twMerge(pair)}`);
      }
    }
    expect(differing.slice(0, 30)).toEqual([]);
  }, 60_000);

  it('keeps conditional parts and unknown classes as clsx hands them over', () => {
    expect(cn('px-2', false, undefined, { 'px-4': true, hidden: false }, ['fade-up'])).toBe('px-4 fade-up');
  });
});
