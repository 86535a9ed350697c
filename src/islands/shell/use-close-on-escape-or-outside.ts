import { useEffect, useRef, type RefObject } from 'react';

/** While `open`, Escape or a press outside `inside` calls `close` (a disclosure that behaves like a menu). */
export function useCloseOnEscapeOrOutside(open: boolean, inside: RefObject<HTMLElement | null>, close: () => void): void {
  const latest = useRef(close);
  useEffect(() => {
    latest.current = close;
  });
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') latest.current();
    };
    const onPointer = (event: PointerEvent) => {
      if (event.target instanceof Node && !inside.current?.contains(event.target)) latest.current();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, inside]);
}
