/**
 * Town names step aside for a map's few markers. MapLibre places labels around other symbols only,
 * never around circles, so a marker drawn as a circle sat on its own town's name ("S●t" for Split).
 * An invisible symbol of the marker's size takes the marker's place among the labels, and the towns'
 * labels may move above, below or beside it when their usual place is taken. For maps with a handful
 * of points (following a load, a track's replay); the live map's vehicles are a GPU layer and leave
 * the labels where they are.
 */
import type { Map as MapLibreMap } from 'maplibre-gl';
import { placeLayerIds } from './place-labels';

/** Where a town's label may go, in this order; `center` is where it stands without a marker. */
const anchors = ['center', 'top', 'bottom', 'right', 'left'] as const;

/**
 * @param source the markers' GeoJSON source
 * @param diameter the largest marker's outer diameter in pixels, its stroke included
 */
export function makeRoomForMarkers(map: MapLibreMap, source: string, diameter: number): void {
  const image = `${source}-room`;
  map.addImage(image, { width: diameter, height: diameter, data: new Uint8Array(diameter * diameter * 4) });
  map.addLayer({
    id: image,
    type: 'symbol',
    source,
    layout: { 'icon-image': image, 'icon-allow-overlap': true, 'icon-ignore-placement': false },
  });
  for (const id of placeLayerIds) {
    if (!map.getLayer(id)) continue;
    map.setLayoutProperty(id, 'text-variable-anchor', [...anchors]);
    // In ems from the town's point to the label's edge: half a marker (at the towns' 11–14 px text)
    // and some air. Above and below, MapLibre counts to the baseline, about 0.3 em nearer.
    map.setLayoutProperty(id, 'text-radial-offset', diameter / 2 / 12 + 0.5);
  }
}
