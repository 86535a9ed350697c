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

/** A box laid over the map at a point, as an HTML marker anchored at its bottom draws it. */
export interface MarkerBox {
  lon: number;
  lat: number;
  width: number;
  height: number;
  /** Pixels between the point and the box's bottom edge. */
  above: number;
}

/**
 * Town names step aside for HTML markers too (the History tab's stops, "P · 1 h 14 min", stand
 * above their place and sat on a town's name): an invisible symbol of each box's size and place
 * takes its room among the labels. Call `makeRoomForMarkers` first: it lets the labels move.
 */
export function makeRoomForBoxes(map: MapLibreMap, id: string, boxes: MarkerBox[]): void {
  const features = boxes.map((box, i) => {
    const [width, height] = [Math.ceil(box.width), Math.ceil(box.height + box.above)];
    map.addImage(`${id}-${i}`, { width, height, data: new Uint8Array(width * height * 4) });
    return {
      type: 'Feature' as const,
      properties: { room: `${id}-${i}` },
      geometry: { type: 'Point' as const, coordinates: [box.lon, box.lat] },
    };
  });
  map.addSource(id, { type: 'geojson', data: { type: 'FeatureCollection', features } });
  map.addLayer({
    id,
    type: 'symbol',
    source: id,
    // The image's bottom at the point: it covers the box and the gap under it.
    layout: { 'icon-image': ['get', 'room'], 'icon-anchor': 'bottom', 'icon-allow-overlap': true, 'icon-ignore-placement': false },
  });
}
