import { useEffect, useState } from 'react';
import { api } from '@/client/trpc';

export type FeedState = 'off' | 'connecting' | 'on' | 'failed';

export interface FeedPosition {
  id: number;
  vehicleId: string;
  recordedAt: number;
  lat: number;
  lon: number;
  speedKmh: number | null;
}

/**
 * The realtime feed (SSE) from the snapshot's last position id: the link resumes from the last event
 * id by itself when the connection drops; `onPositions` gets each batch once.
 */
export function useLiveFeed(
  enabled: boolean,
  user: string | undefined,
  fromId: number | null,
  onPositions: (positions: FeedPosition[]) => void,
): FeedState {
  const [state, setState] = useState<FeedState>(enabled ? 'connecting' : 'off');
  useEffect(() => {
    if (!enabled || fromId === null) return;
    const subscription = api.live.feed.subscribe(
      { user, lastEventId: fromId },
      {
        onStarted: () => setState('on'),
        onConnectionStateChange: (change) =>
          setState(change.state === 'pending' ? 'on' : change.state === 'connecting' ? 'connecting' : 'failed'),
        onData: (event) => onPositions(event.data),
        onError: () => setState('failed'),
      },
    );
    return () => subscription.unsubscribe();
  }, [enabled, user, fromId, onPositions]);
  return enabled ? state : 'off';
}
