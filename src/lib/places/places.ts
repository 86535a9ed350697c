/**
 * The offline place table (public/map/places.json, written by scripts/build-places.mjs from GeoNames):
 * one row per town, largest first, so a reader that wants the biggest N takes the first N rows.
 * Columns rather than objects keep the file small; `placeAt` names them for readers.
 */
export type PlaceRow = [name: string, nameCyrl: string, country: string, lat: number, lon: number, population: number];

export interface Places {
  /** The credit the data's licence (CC BY 4.0) asks for: shown on the map. */
  attribution: string;
  columns: ['name', 'nameCyrl', 'country', 'lat', 'lon', 'population'];
  rows: PlaceRow[];
}

export interface Place {
  name: string;
  nameCyrl: string;
  country: string;
  lat: number;
  lon: number;
  population: number;
}

export function placeAt(row: PlaceRow): Place {
  const [name, nameCyrl, country, lat, lon, population] = row;
  return { name, nameCyrl, country, lat, lon, population };
}
