/**
 * A grid over the place table for "which place is nearest to this point": the places are bucketed
 * by 0.25° cells once, and a lookup scans rings of cells outwards from the point's cell, stopping
 * when no unscanned cell can hold anything nearer. A scan of 5,000 places costs ~100× more per
 * point; the live table asks for every vehicle on every update.
 * Distances are equirectangular (exact to well under 1 % over the ≤ 150 km asked here).
 */
import type { PlaceRow } from './places';

const cellDegrees = 0.25;
const kmPerDegree = 111.195;

export interface PlaceGrid {
  rows: PlaceRow[];
  south: number;
  west: number;
  latCells: number;
  lonCells: number;
  /** Places of cell c are `items[starts[c]]` to `items[starts[c + 1] - 1]`, row indices. */
  starts: Int32Array;
  items: Int32Array;
  /** The narrowest a cell is, in km (east–west at the grid's edge furthest from the equator). */
  cellKm: number;
}

export function buildPlaceGrid(rows: PlaceRow[]): PlaceGrid {
  const lats = rows.map((row) => row[3]);
  const lons = rows.map((row) => row[4]);
  const south = Math.floor(Math.min(...lats)) - 1;
  const west = Math.floor(Math.min(...lons)) - 1;
  const latCells = Math.ceil((Math.max(...lats) + 1 - south) / cellDegrees);
  const lonCells = Math.ceil((Math.max(...lons) + 1 - west) / cellDegrees);
  const cellOf = (row: PlaceRow) => Math.floor((row[3] - south) / cellDegrees) * lonCells + Math.floor((row[4] - west) / cellDegrees);
  const starts = new Int32Array(latCells * lonCells + 1);
  for (const row of rows) starts[cellOf(row) + 1]! += 1;
  for (let cell = 1; cell < starts.length; cell += 1) starts[cell]! += starts[cell - 1]!;
  const filled = starts.slice(0, -1);
  const items = new Int32Array(rows.length);
  rows.forEach((row, index) => (items[filled[cellOf(row)]!++] = index));
  const widestLat = Math.max(Math.abs(south), Math.abs(south + latCells * cellDegrees));
  const cellKm = cellDegrees * kmPerDegree * Math.cos((widestLat * Math.PI) / 180);
  return { rows, south, west, latCells, lonCells, starts, items, cellKm };
}

/** Equirectangular distance in km between two points. */
export function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const x = (lon2 - lon1) * Math.cos((((lat1 + lat2) / 2) * Math.PI) / 180);
  return Math.hypot(x, lat2 - lat1) * kmPerDegree;
}

export interface Nearest {
  row: PlaceRow;
  km: number;
}

/** The nearest place of at least `minPopulation` people within `maxKm` of the point, or null. */
export function nearestPlace(grid: PlaceGrid, lat: number, lon: number, maxKm: number, minPopulation = 0): Nearest | null {
  const latCell = Math.floor((lat - grid.south) / cellDegrees);
  const lonCell = Math.floor((lon - grid.west) / cellDegrees);
  let best: Nearest | null = null;
  const lastRing = Math.ceil(maxKm / grid.cellKm) + 1;
  for (let ring = 0; ring <= lastRing; ring += 1) {
    // Every cell of ring r + 1 is at least r cells away: nothing there can beat a nearer best.
    if (best && best.km <= ring * grid.cellKm - grid.cellKm) break;
    for (let dLat = -ring; dLat <= ring; dLat += 1) {
      const y = latCell + dLat;
      if (y < 0 || y >= grid.latCells) continue;
      const edge = dLat === -ring || dLat === ring;
      for (let dLon = -ring; dLon <= ring; dLon += edge ? 1 : 2 * ring) {
        const x = lonCell + dLon;
        if (x >= 0 && x < grid.lonCells) best = nearestInCell(grid, y * grid.lonCells + x, lat, lon, maxKm, minPopulation, best);
      }
    }
  }
  return best;
}

/** Calls `visit` for every place within `km` of the point (and a few just beyond: the caller checks). */
export function visitPlacesNear(grid: PlaceGrid, lat: number, lon: number, km: number, visit: (row: PlaceRow, km: number) => void): void {
  const latCell = Math.floor((lat - grid.south) / cellDegrees);
  const lonCell = Math.floor((lon - grid.west) / cellDegrees);
  const rings = Math.ceil(km / grid.cellKm);
  for (let y = Math.max(0, latCell - rings); y <= Math.min(grid.latCells - 1, latCell + rings); y += 1) {
    for (let x = Math.max(0, lonCell - rings); x <= Math.min(grid.lonCells - 1, lonCell + rings); x += 1) {
      const cell = y * grid.lonCells + x;
      for (let at = grid.starts[cell]!; at < grid.starts[cell + 1]!; at += 1) {
        const row = grid.rows[grid.items[at]!]!;
        visit(row, distanceKm(lat, lon, row[3], row[4]));
      }
    }
  }
}

function nearestInCell(
  grid: PlaceGrid,
  cell: number,
  lat: number,
  lon: number,
  maxKm: number,
  minPopulation: number,
  best: Nearest | null,
): Nearest | null {
  for (let at = grid.starts[cell]!; at < grid.starts[cell + 1]!; at += 1) {
    const row = grid.rows[grid.items[at]!]!;
    if (row[5] < minPopulation) continue;
    const km = distanceKm(lat, lon, row[3], row[4]);
    if (km <= maxKm && (!best || km < best.km)) best = { row, km };
  }
  return best;
}
