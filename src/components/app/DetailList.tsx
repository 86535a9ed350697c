import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

export interface Detail {
  /** Also the row's React key: unique within a list. */
  label: string;
  value: ReactNode;
}

interface DetailListProps {
  items: readonly Detail[];
  /** `rows`: each label beside its value (stacked on phones); `columns`: each pair a column, value large. */
  layout?: 'rows' | 'columns';
  className?: string;
}

/** Labels with their values, as a description list; a value's own line breaks kept (a reservation written on several lines). */
export function DetailList({ items, layout = 'rows', className }: DetailListProps) {
  const columns = layout === 'columns';
  return (
    <dl className={cn(columns ? 'grid grid-cols-3 gap-3' : 'grid gap-x-4 gap-y-2 sm:grid-cols-[max-content_1fr]', className)}>
      {items.map(({ label, value }) => (
        <div key={label} className={columns ? 'grid min-w-0 content-start gap-1' : 'contents'}>
          <dt className={cn('text-muted-foreground', columns ? 'text-xs' : 'text-sm')}>{label}</dt>
          <dd
            className={
              columns ? 'text-base font-semibold tabular-nums [overflow-wrap:anywhere]' : 'font-medium break-words whitespace-pre-line'
            }
          >
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
