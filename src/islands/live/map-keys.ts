/**
 * The live map's keys while it has focus: the arrow keys step through the vehicles on the map (in
 * the side list's order, wrapping round), Home and End jump to the first and last, Enter opens the
 * selected vehicle's details, Escape closes them and then clears the selection. Shift with an arrow
 * pans (what a plain arrow does on other maps); `+` and `-` stay MapLibre's (zoom).
 */
export type MapKeyAction = 'next' | 'previous' | 'first' | 'last' | 'open' | 'clear';

const actions: Record<string, MapKeyAction> = {
  ArrowRight: 'next',
  ArrowDown: 'next',
  ArrowLeft: 'previous',
  ArrowUp: 'previous',
  Home: 'first',
  End: 'last',
  Enter: 'open',
  ' ': 'open',
  Escape: 'clear',
};

/** The action of a key press, or null for keys the map keeps (zoom) and modified presses. */
export function mapKeyAction(event: Pick<KeyboardEvent, 'key' | 'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey'>): MapKeyAction | null {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return null;
  return actions[event.key] ?? null;
}

/** The vehicle a stepping action selects among `ids` (those on the map, in list order). */
export function steppedVehicle(ids: readonly string[], current: string | null, action: MapKeyAction): string | null {
  if (ids.length === 0) return current;
  const at = current === null ? -1 : ids.indexOf(current);
  switch (action) {
    case 'first':
      return ids[0] ?? null;
    case 'last':
      return ids[ids.length - 1] ?? null;
    case 'next':
      return ids[at < 0 ? 0 : (at + 1) % ids.length] ?? null;
    case 'previous':
      return ids[at < 0 ? ids.length - 1 : (at - 1 + ids.length) % ids.length] ?? null;
    default:
      return current;
  }
}

const panStep = 120;
const pans: Record<string, [number, number]> = {
  ArrowRight: [panStep, 0],
  ArrowLeft: [-panStep, 0],
  ArrowDown: [0, panStep],
  ArrowUp: [0, -panStep],
};

/** Shift + arrow: the pixels to pan by, or null. */
export function mapPanOffset(event: Pick<KeyboardEvent, 'key' | 'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey'>): [number, number] | null {
  if (!event.shiftKey || event.altKey || event.ctrlKey || event.metaKey) return null;
  return pans[event.key] ?? null;
}
