import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { GeoJSONSource, Map as MapLibreMap } from 'maplibre-gl';
import { createMap, setMapTheme } from '@/client/map/create-map';
import { makeRoomForMarkers } from '@/client/map/marker-room';
import type { GeoPoint } from '@/lib/eta';
import { $resolvedTheme } from '@/stores/theme';

export const markerColors = { vehicle: '#2563eb', lastKnown: '#6b7280', destination: '#dc2626' } as const;
type Marker = keyof typeof markerColors;
/** The vehicle's circle (radius 9) with its stroke (3), in pixels: the room the town names leave it. */
const markerDiameter = 24;
/** MapLibre's zoom buttons (29 px) and their 10 px margin from the map's right edge. */
const zoomButtonsWidth = 40;

interface FollowMapProps {
  /** The vehicle: where it is (live) or was last seen (quiet); none while paused or unknown. */
  vehicle: (GeoPoint & { kind: 'vehicle' | 'lastKnown' }) | null;
  destination: GeoPoint | null;
  /** Names the map for assistive technology; the facts beside it say the same in words. */
  label: string;
}

function pointsOf(
  vehicle: FollowMapProps['vehicle'],
  destination: GeoPoint | null,
): GeoJSON.FeatureCollection<GeoJSON.Point, { kind: Marker }> {
  const marks: [GeoPoint, Marker][] = [];
  if (destination) marks.push([destination, 'destination']);
  if (vehicle) marks.push([vehicle, vehicle.kind]);
  return {
    type: 'FeatureCollection',
    features: marks.map(([point, kind]) => ({
      type: 'Feature',
      properties: { kind },
      geometry: { type: 'Point', coordinates: [point.lon, point.lat] },
    })),
  };
}

/** A small map with the vehicle and the delivery point (one GeoJSON source: two points need no GPU layer). */
export function FollowMap({ vehicle, destination, label }: FollowMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<MapLibreMap | null>(null);
  const theme = useStore($resolvedTheme);
  const fitted = useRef(false);

  useEffect(() => {
    let created: MapLibreMap | null = null;
    let gone = false;
    void createMap(container.current!, { theme, zoom: 5 }).then((ready) => {
      if (gone) return ready.remove();
      created = ready;
      ready.on('load', () => {
        ready.addSource('follow', { type: 'geojson', data: pointsOf(null, null) });
        ready.addLayer({
          id: 'follow-points',
          type: 'circle',
          source: 'follow',
          paint: {
            'circle-radius': ['match', ['get', 'kind'], 'destination', 7, 9],
            'circle-color': [
              'match',
              ['get', 'kind'],
              'vehicle',
              markerColors.vehicle,
              'lastKnown',
              markerColors.lastKnown,
              markerColors.destination,
            ],
            'circle-stroke-width': 3,
            'circle-stroke-color': '#ffffff',
          },
        });
        makeRoomForMarkers(ready, 'follow', markerDiameter);
        setMap(ready);
      });
    });
    return () => {
      gone = true;
      created?.remove();
    };
    // The map is made once; the theme follows below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (map) setMapTheme(map, theme);
  }, [map, theme]);

  useEffect(() => {
    if (!map) return;
    const data = pointsOf(vehicle, destination);
    (map.getSource('follow') as GeoJSONSource | undefined)?.setData(data);
    const coordinates = data.features.map((feature) => feature.geometry.coordinates as [number, number]);
    if (fitted.current || coordinates.length === 0) return;
    fitted.current = true;
    const lons = coordinates.map(([lon]) => lon);
    const lats = coordinates.map(([, lat]) => lat);
    map.fitBounds(
      [
        [Math.min(...lons), Math.min(...lats)],
        [Math.max(...lons), Math.max(...lats)],
      ],
      // The zoom buttons stand in the top right corner: the points and their towns' names keep clear of them.
      { padding: { top: 48, bottom: 48, left: 48, right: 48 + zoomButtonsWidth }, maxZoom: 9, duration: 0 },
    );
  }, [map, vehicle?.lat, vehicle?.lon, vehicle?.kind, destination?.lat, destination?.lon]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <div
      ref={container}
      role="region"
      aria-label={label}
      data-ready={map ? true : undefined}
      className="h-64 w-full overflow-hidden rounded-lg border sm:h-80"
    />
  );
}
