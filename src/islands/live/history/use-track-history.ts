import { useCallback, useMemo } from 'react';
import type { inferRouterOutputs } from '@trpc/server';
import { api } from '@/client/trpc';
import { useApi } from '@/client/use-api';
import { decodeSnapshot } from '@/lib/live-encoding';
import type { AppRouter } from '@/server/root';

export type TrackHistory = inferRouterOutputs<AppRouter>['live']['history'];

/** A vehicle's track over a time, its points decoded to columns (no vehicle: nothing asked). */
export function useTrackHistory(vehicleId: string | null, from: number, to: number) {
  const state = useApi(
    useCallback(async () => (vehicleId ? api.live.history.query({ vehicleId, from, to }) : null), [vehicleId, from, to]),
  );
  const track = useMemo(() => (state.data ? decodeSnapshot(state.data.points, state.data.from) : null), [state.data]);
  return { ...state, track };
}
