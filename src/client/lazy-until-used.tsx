import { useState, type ComponentType, type KeyboardEvent } from 'react';

/** How the first use opened the popup: a keyboard opening puts focus on the first item, as Radix does. */
export type Opening = 'pointer' | 'keyboard';

/** What the plain trigger gets: it must spread these onto its button. */
export interface TriggerProps {
  'aria-expanded': boolean;
  onClick: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
  onPointerEnter: () => void;
  onFocus: () => void;
}

/** Keys that open a menu button (WAI-ARIA menu button; Radix's dropdown trigger opens on the same). */
const openingKeys = ['Enter', ' ', 'ArrowDown'];

/**
 * A top-bar popup (menu, popover) whose Radix and floating-ui code loads on first use (issue 23):
 * every platform page shows the trigger, few views open it. Until then a plain trigger renders (the
 * same on the server and while hydrating); hovering or focusing it fetches the popup's chunk, a click
 * or Enter/Space/ArrowDown swaps in the real popup, open, which then stays mounted. Like
 * lazyUntilOpen (lazy-until-open.tsx), but the trigger is visible before the code is there.
 */
export function lazyUntilUsed<P extends object>(
  Trigger: ComponentType<P & TriggerProps>,
  load: () => Promise<ComponentType<P & { opening: Opening }>>,
): ComponentType<P> {
  let loading: Promise<ComponentType<P & { opening: Opening }>> | undefined;
  const prefetch = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined; // offline for a moment: the next use tries again
      throw error;
    });
    return loading;
  };
  function LazyUntilUsed(props: P) {
    const [loaded, setLoaded] = useState<{ Popup: ComponentType<P & { opening: Opening }>; opening: Opening } | null>(null);
    if (loaded) return <loaded.Popup {...props} opening={loaded.opening} />;
    const open = (opening: Opening) => {
      prefetch().then(
        (Popup) => setLoaded({ Popup, opening }),
        () => undefined,
      );
    };
    return (
      <Trigger
        {...props}
        aria-expanded={false}
        onPointerEnter={() => void prefetch().catch(() => undefined)}
        onFocus={() => void prefetch().catch(() => undefined)}
        onClick={() => open('pointer')}
        onKeyDown={(event) => {
          if (!openingKeys.includes(event.key)) return;
          event.preventDefault();
          open('keyboard');
        }}
      />
    );
  }
  return LazyUntilUsed;
}
