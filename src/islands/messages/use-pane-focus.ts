import { useEffect, useRef, type RefObject } from 'react';

/** The width below which the page shows one pane at a time (Tailwind's `sm`). */
const onePane = '(max-width: 639.98px)';

/**
 * On a phone only one pane shows, so a change of thread (a tap, Back, the browser's back and forward)
 * moves the focus: into the thread when one opens, back onto its entry in the list when it closes.
 */
export function usePaneFocus(selected: string | null, threadPane: RefObject<HTMLElement | null>, inboxPane: RefObject<HTMLElement | null>) {
  const previous = useRef(selected);
  useEffect(() => {
    const before = previous.current;
    previous.current = selected;
    if (before === selected || !matchMedia(onePane).matches) return;
    if (selected) threadPane.current?.focus();
    else (inboxPane.current?.querySelector<HTMLElement>(`[data-thread="${before}"]`) ?? inboxPane.current)?.focus();
  }, [selected, threadPane, inboxPane]);
}
