import type { ReactNode } from 'react';
import { TableCell, TableRow } from '@/components/ui/table';

interface OpenableRowProps {
  /** The first cell: the row's button, named by it. */
  title: string;
  onOpen: () => void;
  /** The other cells. */
  children: ReactNode;
}

/** A list row that opens its item: the title is the row's button (keyboard), a click anywhere on the row does the same. */
export function OpenableRow({ title, onOpen, children }: OpenableRowProps) {
  return (
    <TableRow className="cursor-pointer" onClick={onOpen}>
      <TableCell className="max-w-56 min-w-36 font-medium whitespace-normal">
        <button
          type="button"
          className="rounded-sm text-left underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
          onClick={(event) => {
            event.stopPropagation();
            onOpen();
          }}
        >
          {title}
        </button>
      </TableCell>
      {children}
    </TableRow>
  );
}
