import type { ReactNode } from 'react';

/**
 * The width of its box from which each list's table fits without scrolling: the least width of its
 * columns in the widest of the six languages with the demo data, measured in Chromium, and a few
 * pixels to spare. Whole class names, so that Tailwind finds them. The container is named `list`:
 * the card lists take a second column from the same box's width (`@2xl/list:grid-cols-2`).
 */
const tableFrom = {
  /** A transport's items, in its dialog (Spanish: 619 px). */
  items: ['@min-[40rem]/list:block', '@min-[40rem]/list:hidden'],
  /**
   * The lists of a platform page: loads, fleet, jobs, the customer's transports (German: 893 px). A
   * 1280 px laptop screen gives them 926 px beside the sidebar, 909 with a classic scrollbar.
   */
  page: ['@min-[56.5rem]/list:block', '@min-[56.5rem]/list:hidden'],
  /** A transport's bids, in its dialog (German: 1,015 px). */
  bids: ['@min-[64.5rem]/list:block', '@min-[64.5rem]/list:hidden'],
} as const;

interface TableOrCardsProps {
  table: ReactNode;
  cards: ReactNode;
  /** Which list: the width from which its table shows instead of its cards. */
  fits: keyof typeof tableFrom;
}

/**
 * A list as a table where its box is wide enough for the columns, and as cards where it is not: on a
 * phone, a tablet, a narrow window, or in a dialog, whatever the screen (a container query, not the
 * screen's width: the same list is narrower in a dialog or beside the sidebar). The table's box may
 * still shrink below the table (min-w-0), so a table that a long word makes wider scrolls in its own
 * box and never widens the card, the dialog or the page around it.
 */
export function TableOrCards({ table, cards, fits }: TableOrCardsProps) {
  const [showTable, hideCards] = tableFrom[fits];
  return (
    <div className="@container/list">
      <div className={`hidden min-w-0 ${showTable}`}>{table}</div>
      <div className={hideCards}>{cards}</div>
    </div>
  );
}
