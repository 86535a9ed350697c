import { useCallback, type KeyboardEvent, type RefObject } from 'react';
import type { Map as MapLibreMap } from 'maplibre-gl';
import type { LiveModel } from './live-model';
import { mapKeyAction, mapPanOffset, steppedVehicle } from './map-keys';

export interface MapKeyboardOptions {
  mapRef: RefObject<MapLibreMap | null>;
  modelRef: RefObject<LiveModel | null>;
  /** The vehicles in the side list's order; those with a position on the map are stepped through. */
  vehicleIds: readonly string[];
  selected: string | null;
  detailsOpen: boolean;
  onSelect: (vehicleId: string | null) => void;
  onDetails: (open: boolean) => void;
}

/**
 * The map's keydown handler, run in the capture phase on the map's wrapper so that the keys it uses
 * never reach MapLibre's own keyboard handler (which would pan with the arrows); the rest do.
 */
export function useMapKeyboard({ mapRef, modelRef, vehicleIds, selected, detailsOpen, onSelect, onDetails }: MapKeyboardOptions) {
  return useCallback(
    (event: KeyboardEvent<HTMLDivElement>) => {
      const map = mapRef.current;
      const model = modelRef.current;
      if (!map || !model || event.target !== map.getCanvas()) return;
      const pan = mapPanOffset(event);
      const action = pan ? null : mapKeyAction(event);
      if (!pan && !action) return;
      event.preventDefault();
      event.stopPropagation();
      if (pan) return void map.panBy(pan, { duration: 200 });
      if (action === 'open') return selected && onDetails(true);
      if (action === 'clear') return detailsOpen ? onDetails(false) : onSelect(null);
      const onMap = vehicleIds.filter((id) => model.current.has(id));
      const next = steppedVehicle(onMap, selected, action!);
      if (next !== selected) onSelect(next);
    },
    [mapRef, modelRef, vehicleIds, selected, detailsOpen, onSelect, onDetails],
  );
}
