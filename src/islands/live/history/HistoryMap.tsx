import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '@nanostores/react';
import type { GeoJSONSource, Map as MapLibreMap, Marker } from 'maplibre-gl';
import { createMap, setMapTheme } from '@/client/map/create-map';
import { makeRoomForBoxes, makeRoomForMarkers } from '@/client/map/marker-room';
import type { SnapshotColumns } from '@/lib/live-encoding';
import type { TrackStop } from '@/lib/track-history';
import { $resolvedTheme } from '@/stores/theme';
import { trackColours } from './track-colours';

interface HistoryMapProps {
  track: SnapshotColumns;
  stops: TrackStop[];
  /** Each stop's duration as shown beside it. */
  stopLabels: string[];
  /** The slider's point. */
  at: number;
}

const line = (track: SnapshotColumns) => ({
  type: 'Feature' as const,
  properties: {},
  geometry: { type: 'LineString' as const, coordinates: Array.from(track.lon, (lon, i) => [lon, track.lat[i]!]) },
});
const point = (lon: number, lat: number) => ({
  type: 'Feature' as const,
  properties: {},
  geometry: { type: 'Point' as const, coordinates: [lon, lat] },
});

/** Pixels between a stop and its pin, which stands above it. */
const pinGap = 8;

/** The track as a line, its stops as labelled pins, and the slider's point as a marker. */
export function HistoryMap({ track, stops, stopLabels, at }: HistoryMapProps) {
  const { t } = useTranslation('live');
  const theme = useStore($resolvedTheme);
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let cancelled = false;
    let map: MapLibreMap | null = null;
    const pins: Marker[] = [];
    void Promise.all([createMap(container.current!, { theme: $resolvedTheme.get() }), import('maplibre-gl')]).then(
      ([created, maplibre]) => {
        if (cancelled) return created.remove();
        map = mapRef.current = created;
        created.on('load', () => {
          const colours = trackColours($resolvedTheme.get());
          created.addSource('track', { type: 'geojson', data: line(track) });
          created.addLayer({ id: 'track', type: 'line', source: 'track', paint: { 'line-color': colours.line, 'line-width': 3 } });
          created.addSource('at', { type: 'geojson', data: point(track.lon[0] ?? 0, track.lat[0] ?? 0) });
          created.addLayer({
            id: 'at',
            type: 'circle',
            source: 'at',
            paint: { 'circle-radius': 7, 'circle-color': colours.marker, 'circle-stroke-color': '#ffffff', 'circle-stroke-width': 2 },
          });
          makeRoomForMarkers(created, 'at', 18);
          stops.forEach((stop, i) => {
            const pin = document.createElement('span');
            // Above the place, not on it: the slider's marker passes there and must stay visible.
            pin.setAttribute('aria-hidden', 'true');
            pin.className = 'rounded-full border bg-card px-1.5 py-0.5 text-xs font-medium text-card-foreground shadow';
            pin.textContent = `P · ${stopLabels[i] ?? ''}`;
            pins.push(
              new maplibre.Marker({ element: pin, anchor: 'bottom', offset: [0, -pinGap] }).setLngLat([stop.lon, stop.lat]).addTo(created),
            );
          });
          // The pins are on the page now: their sizes keep the towns' names out from under them.
          makeRoomForBoxes(
            created,
            'stop-room',
            pins.map((pin, i) => ({
              ...stops[i]!,
              width: pin.getElement().offsetWidth,
              height: pin.getElement().offsetHeight,
              above: pinGap,
            })),
          );
          if (track.lon.length > 0) {
            const [lons, lats] = [Array.from(track.lon), Array.from(track.lat)];
            created.fitBounds([Math.min(...lons), Math.min(...lats), Math.max(...lons), Math.max(...lats)], {
              padding: 40,
              maxZoom: 13,
              animate: false,
            });
          }
          created.once('idle', () => setReady(true));
        });
      },
    );
    return () => {
      cancelled = true;
      for (const pin of pins) pin.remove();
      map?.remove();
      mapRef.current = null;
      setReady(false);
    };
  }, [track, stops, stopLabels]);

  useEffect(() => {
    const source = mapRef.current?.getSource<GeoJSONSource>('at');
    if (ready && source && track.lon.length > 0) source.setData(point(track.lon[at] ?? 0, track.lat[at] ?? 0));
  }, [at, track, ready]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map || !ready) return;
    setMapTheme(map, theme);
    const colours = trackColours(theme);
    map.setPaintProperty('track', 'line-color', colours.line);
    map.setPaintProperty('at', 'circle-color', colours.marker);
  }, [theme, ready]);

  return (
    <div className="relative h-[50vh] min-h-72 overflow-hidden rounded-lg border">
      <div
        ref={container}
        role="region"
        aria-label={t('history.mapLabel')}
        aria-busy={!ready}
        data-ready={ready ? 'true' : 'false'}
        className="size-full"
      />
    </div>
  );
}
