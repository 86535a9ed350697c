import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { FeedPosition } from './use-live-feed';
import type { LiveVehicle } from './types';
import { benchMeasure } from './bench-measure';

export type VehicleUpdates = Record<string, Partial<LiveVehicle>>;

/** The side list and the table refresh at most this often; the map moves with every update. */
export const listRefreshMs = 2000;

export interface ReceivedState {
  updates: VehicleUpdates;
  /** Realtime positions received since the snapshot (each one point more on the map). */
  received: number;
}

/**
 * The side list's and the table's view of realtime positions. A person cannot read 250 speeds a
 * second, and re-rendering the list on every update costs frames while the map pans: positions
 * collect here and reach React at most once every `listRefreshMs` (the first at once).
 * bench/live-render reads each refresh's main-thread time (performance.measure 'live-list').
 */
export function useVehicleUpdates(everyMs = listRefreshMs): [ReceivedState, (positions: FeedPosition[]) => void] {
  const [state, setState] = useState<ReceivedState>({ updates: {}, received: 0 });
  const pending = useRef<ReceivedState>({ updates: {}, received: 0 });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const lastFlush = useRef(-Infinity);
  const flushStarted = useRef<number | null>(null);

  const add = useCallback(
    (positions: FeedPosition[]) => {
      for (const p of positions) {
        pending.current.updates[p.vehicleId] = { lat: p.lat, lon: p.lon, speedKmh: p.speedKmh, lastSeen: p.recordedAt };
      }
      pending.current.received += positions.length;
      if (timer.current !== null) return;
      const flush = () => {
        timer.current = null;
        lastFlush.current = performance.now();
        flushStarted.current = lastFlush.current;
        const batch = pending.current;
        pending.current = { updates: {}, received: 0 };
        setState((previous) => ({ updates: { ...previous.updates, ...batch.updates }, received: previous.received + batch.received }));
      };
      timer.current = setTimeout(flush, Math.max(0, lastFlush.current + everyMs - performance.now()));
    },
    [everyMs],
  );

  useLayoutEffect(() => {
    if (flushStarted.current === null) return;
    benchMeasure('live-list', flushStarted.current);
    flushStarted.current = null;
  }, [state]);

  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );
  return [state, add];
}
