import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '@nanostores/react';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { createMap, setMapTheme } from '@/client/map/create-map';
import { decodeSnapshot } from '@/lib/live-encoding';
import { $resolvedTheme } from '@/stores/theme';
import { LiveModel } from './live-model';
import { PointLayer } from './point-layer';
import { statusRgba } from './status-colours';
import type { LiveSnapshot, LiveVehicle } from './types';
import { useMapKeyboard } from './use-map-keyboard';

interface LiveMapProps {
  vehicles: LiveVehicle[];
  snapshot: LiveSnapshot;
  trailCapacity: number;
  /** The side list's vehicles in its order (the arrow keys follow it). */
  vehicleIds: readonly string[];
  selected: string | null;
  onSelect: (vehicleId: string | null) => void;
  detailsOpen: boolean;
  onDetails: (open: boolean) => void;
  /** Set once the map draws: realtime batches go through it. */
  modelRef: RefObject<LiveModel | null>;
  /** Drawn over the map (the selected vehicle's details). */
  children?: ReactNode;
}

/** Picks the vehicle whose current position is nearest a click, within 14 px. */
function nearestVehicle(map: MapLibreMap, model: LiveModel, x: number, y: number): string | null {
  let best: string | null = null;
  let bestDistance = 14 * 14;
  for (const [id, [lon, lat]] of model.current) {
    const point = map.project([lon, lat]);
    const distance = (point.x - x) ** 2 + (point.y - y) ** 2;
    if (distance < bestDistance) [best, bestDistance] = [id, distance];
  }
  return best;
}

/** The map: the offline basemap and one point layer of trails and current positions. */
export function LiveMap(props: LiveMapProps) {
  const { vehicles, snapshot, trailCapacity, selected, onSelect, modelRef } = props;
  const { t } = useTranslation('live');
  const theme = useStore($resolvedTheme);
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const layerRef = useRef<PointLayer | null>(null);
  const [ready, setReady] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const hintId = useId();
  const onKeyDown = useMapKeyboard({ mapRef, ...props });
  const onSelectRef = useRef(onSelect);
  useEffect(() => {
    onSelectRef.current = onSelect;
  }, [onSelect]);

  // The details closed by their ✕ took the focus with them: it goes back to the map, where Enter opened
  // them (Escape on the map keeps it there; a click elsewhere keeps it where it went). In the commit,
  // before the page's focus rescue would send it to the side list's heading.
  const { detailsOpen } = props;
  const detailsWereOpen = useRef(detailsOpen);
  useLayoutEffect(() => {
    const lost = !document.activeElement || document.activeElement === document.body;
    if (detailsWereOpen.current && !detailsOpen && lost) mapRef.current?.getCanvas().focus();
    detailsWereOpen.current = detailsOpen;
  }, [detailsOpen]);

  useEffect(() => {
    let cancelled = false;
    let map: MapLibreMap | null = null;
    void createMap(container.current!, { theme: $resolvedTheme.get() }).then((created) => {
      if (cancelled) return created.remove();
      map = created;
      mapRef.current = created;
      created.keyboard.disableRotation();
      const layer = new PointLayer();
      layerRef.current = layer;
      layer.colours = statusRgba($resolvedTheme.get());
      const model = new LiveModel(layer, vehicles, decodeSnapshot(snapshot.points, snapshot.baseTime), snapshot.vehicleIds, trailCapacity);
      modelRef.current = model;
      created.on('load', () => {
        created.addLayer(layer);
        const positions = [...model.current.values()];
        if (positions.length > 0) {
          const lons = positions.map(([lon]) => lon);
          const lats = positions.map(([, lat]) => lat);
          created.fitBounds([Math.min(...lons), Math.min(...lats), Math.max(...lons), Math.max(...lats)], {
            padding: 40,
            maxZoom: 9,
            animate: false,
          });
        }
        created.once('idle', () => setReady(true));
      });
      created.on('error', (event) => setFailure(String(event.error?.message ?? 'map error')));
      created.on('click', (event) => {
        const id = nearestVehicle(created, model, event.point.x, event.point.y);
        if (id) onSelectRef.current(id);
      });
    });
    return () => {
      cancelled = true;
      modelRef.current = null;
      map?.remove();
      mapRef.current = null;
    };
  }, [vehicles, snapshot, trailCapacity, modelRef]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map || !ready) return;
    setMapTheme(map, theme);
    if (layerRef.current) layerRef.current.colours = statusRgba(theme);
    map.triggerRepaint();
  }, [theme, ready]);

  useEffect(() => {
    const model = modelRef.current;
    const map = mapRef.current;
    if (!model || !map || !ready) return;
    model.select(selected);
    const at = selected ? model.current.get(selected) : undefined;
    // A little above the middle: the details card sits at the bottom and must not cover it on a phone.
    const offset: [number, number] = [0, -map.getContainer().clientHeight / 5];
    if (at) map.flyTo({ center: at, offset, zoom: Math.max(map.getZoom(), 8), duration: 800 });
  }, [selected, ready, modelRef]);

  // The canvas is what takes focus: name it in the page's language and point it at its keys.
  useEffect(() => {
    const canvas = mapRef.current?.getCanvas();
    canvas?.setAttribute('aria-label', t('map.canvasLabel'));
    canvas?.setAttribute('aria-describedby', hintId);
  }, [t, ready, hintId]);

  return (
    <div className="grid gap-2">
      <div onKeyDownCapture={onKeyDown} className="relative h-[55vh] min-h-80 overflow-hidden rounded-lg border lg:h-[70vh]">
        <div
          ref={container}
          role="region"
          aria-label={t('map.label')}
          aria-busy={!ready}
          data-ready={ready ? 'true' : 'false'}
          data-points={ready ? snapshot.count : 0}
          data-map-error={failure ?? undefined}
          className="size-full"
        />
        {!ready && <p className="absolute inset-0 grid place-items-center text-muted-foreground">{t('map.loading')}</p>}
        {props.children}
      </div>
      <p id={hintId} className="text-sm text-muted-foreground">
        {t('map.keys')}
      </p>
    </div>
  );
}
