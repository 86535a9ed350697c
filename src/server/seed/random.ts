/** Deterministic randomness and "today"-relative dates, so the demo is the same every time yet always current. */

/** mulberry32: tiny, fast and good enough to vary demo data; never for anything secret. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    float: (min: number, max: number) => min + next() * (max - min),
    chance: (probability: number) => next() < probability,
    pick<T>(list: readonly T[]): T {
      if (list.length === 0) throw new Error('pick from an empty list');
      return list[int(0, list.length - 1)] as T;
    },
    shuffle<T>(list: readonly T[]): T[] {
      const copy = [...list];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = int(0, i);
        [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
      }
      return copy;
    },
  };
}
export type Random = ReturnType<typeof createRandom>;

const pad = (n: number) => String(n).padStart(2, '0');

/** Calendar days and instants relative to one fixed "now" for the whole seed run. */
export function createClock(now = new Date()) {
  const dayMs = 86_400_000;
  return {
    now,
    /** 'YYYY-MM-DD', `offset` calendar days from today in the server's time zone. */
    day(offset: number): string {
      const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset);
      return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
    },
    /** Whole days from today to a 'YYYY-MM-DD' day (negative in the past). */
    offsetOf(day: string): number {
      const [y, m, d] = day.split('-').map(Number) as [number, number, number];
      const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
      return Math.round((new Date(y, m - 1, d).getTime() - today.getTime()) / dayMs);
    },
    /** An instant `days` (fractional) before now. */
    ago(days: number): Date {
      return new Date(now.getTime() - days * dayMs);
    },
  };
}
export type Clock = ReturnType<typeof createClock>;
