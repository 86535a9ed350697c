import { useCallback, useLayoutEffect, useRef } from 'react';

/** Within this many pixels of the end counts as "at the bottom". */
const nearEnd = 48;

/**
 * The message list's scrolling: at the newest message when the thread opens; where the reader was when
 * older messages arrive above; down to a new message only when the reader was already at the bottom
 * (or wrote it), so reading back is never interrupted.
 */
export function useThreadScroll(firstId: number | null, lastId: number | null, lastMine: boolean) {
  const boxRef = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const seen = useRef<{ first: number | null; last: number | null; height: number }>({ first: null, last: null, height: 0 });

  const onScroll = useCallback(() => {
    const element = boxRef.current;
    if (element) atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < nearEnd;
  }, []);

  useLayoutEffect(() => {
    const element = boxRef.current;
    if (!element) return;
    const before = seen.current;
    if (before.first !== null && firstId !== null && firstId < before.first && lastId === before.last) {
      element.scrollTop += element.scrollHeight - before.height;
    } else if (lastId !== before.last && (before.last === null || atBottom.current || lastMine)) {
      element.scrollTop = element.scrollHeight;
      atBottom.current = true;
    }
    seen.current = { first: firstId, last: lastId, height: element.scrollHeight };
  }, [firstId, lastId, lastMine]);

  return { boxRef, onScroll };
}
