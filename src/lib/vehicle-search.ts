/**
 * The live map's vehicle search (issue 29), as one types: the rules of the page's `?user=` param
 * (src/server/services/live/live-scope.ts: id, tracker id, plate compared as upper-case letters and
 * digits), widened to a part of each, and the name. "bg 123" finds plate BG-123-AB.
 */

export interface SearchableVehicle {
  id: string;
  name: string;
  plate: string;
  trackerId: string | null;
}

/** Letters and digits only, upper-case: how plates compare. */
export const plateKey = (text: string) => text.replace(/[^\p{L}\p{N}]/gu, '').toUpperCase();

/** Whether `vehicle` matches what was typed; an empty query matches every vehicle. */
export function matchesVehicle(vehicle: SearchableVehicle, query: string): boolean {
  const typed = query.trim().toLocaleLowerCase();
  if (typed === '') return true;
  const key = plateKey(query);
  return (
    vehicle.id === typed ||
    vehicle.name.toLocaleLowerCase().includes(typed) ||
    (key !== '' && plateKey(vehicle.plate).includes(key)) ||
    (vehicle.trackerId?.toLocaleLowerCase().includes(typed) ?? false)
  );
}
