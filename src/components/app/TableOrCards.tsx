import type { ReactNode } from 'react';

interface TableOrCardsProps {
  table: ReactNode;
  cards: ReactNode;
  /** The screen width from which the table shows instead of the cards. */
  from?: 'md' | 'lg';
}

/**
 * A list as a table on wider screens and as cards on a phone. The table's box may shrink below the
 * table (min-w-0), so a table wider than its grid cell scrolls in its own box and never widens the
 * card, the dialog or the page around it.
 */
export function TableOrCards({ table, cards, from = 'md' }: TableOrCardsProps) {
  const lg = from === 'lg';
  return (
    <>
      <div className={lg ? 'hidden min-w-0 lg:block' : 'hidden min-w-0 md:block'}>{table}</div>
      <div className={lg ? 'lg:hidden' : 'md:hidden'}>{cards}</div>
    </>
  );
}
