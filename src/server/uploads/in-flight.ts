/**
 * Uploads one user may have in progress at once. Each holds a connection and a temporary file (60
 * slow uploads of one account held 60 of each), so the one past the limit is refused at once, before
 * its body is read or a file is made for it.
 */

export const uploadsInFlightPerUser = 3;

const inFlight = new Map<string, number>();

export const uploadsInFlight = {
  /** Counts an upload in; false (and nothing counted) when the user already has the most. */
  enter(userId: string): boolean {
    const held = inFlight.get(userId) ?? 0;
    if (held >= uploadsInFlightPerUser) return false;
    inFlight.set(userId, held + 1);
    return true;
  },
  leave(userId: string): void {
    const held = (inFlight.get(userId) ?? 1) - 1;
    if (held > 0) inFlight.set(userId, held);
    else inFlight.delete(userId);
  },
  of(userId: string): number {
    return inFlight.get(userId) ?? 0;
  },
};
