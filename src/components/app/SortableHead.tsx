import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon } from 'lucide-react';
import { TableHead } from '@/components/ui/table';

/** Which column a table is sorted by, and which way. */
export interface SortState<K extends string> {
  key: K;
  direction: 'ascending' | 'descending';
}

interface SortableHeadProps<K extends string> {
  column: K;
  label: string;
  sort: SortState<K>;
  onSort: (key: K) => void;
  className?: string;
}

/** A column header whose button sorts the table; the header announces the order with aria-sort. */
export function SortableHead<K extends string>({ column, label, sort, onSort, className }: SortableHeadProps<K>) {
  const active = sort.key === column;
  const Icon = !active ? ArrowUpDownIcon : sort.direction === 'ascending' ? ArrowUpIcon : ArrowDownIcon;
  return (
    <TableHead aria-sort={active ? sort.direction : 'none'} className={className}>
      <button
        type="button"
        onClick={() => onSort(column)}
        className="-mx-1 inline-flex items-center gap-1 rounded-sm px-1 py-0.5 outline-none hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        {label}
        <Icon aria-hidden="true" className={active ? 'size-3.5' : 'size-3.5 text-muted-foreground'} />
      </button>
    </TableHead>
  );
}
