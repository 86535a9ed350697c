import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildPlaceGrid, distanceKm, nearestPlace } from '@/lib/places/place-index';
import { compassPoint, nearby } from '@/lib/places/nearby';
import type { Places } from '@/lib/places/places';

const places = JSON.parse(readFileSync('public/map/places.json', 'utf8')) as Places;
const grid = buildPlaceGrid(places.rows);

/** `km` kilometres from a point towards a bearing (degrees from north), on a local flat map. */
function moved(lat: number, lon: number, km: number, bearing: number): [number, number] {
  const radians = (bearing * Math.PI) / 180;
  return [lat + (km * Math.cos(radians)) / 111.195, lon + (km * Math.sin(radians)) / (111.195 * Math.cos((lat * Math.PI) / 180))];
}

describe('the place table', () => {
  it('has the shape the map reads, largest first, with a GeoNames credit', () => {
    expect(places.columns).toEqual(['name', 'nameCyrl', 'country', 'lat', 'lon', 'population']);
    expect(places.attribution).toMatch(/GeoNames.*CC BY 4\.0/);
    const populations = places.rows.map((row) => row[5]);
    expect(populations).toEqual([...populations].sort((a, b) => b - a));
    expect(new Set(places.rows.map((row) => row[2]))).toEqual(
      new Set(['BA', 'RS', 'HR', 'ME', 'SI', 'MK', 'AL', 'XK', 'HU', 'RO', 'BG', 'GR', 'AT', 'IT']),
    );
  });
});

describe('nearestPlace', () => {
  it('finds what a scan of every place finds', () => {
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (let i = 0; i < 2000; i += 1) {
      const lat = 38 + random() * 12;
      const lon = 11 + random() * 20;
      const minPopulation = i % 2 ? 0 : 10_000;
      let best = Infinity;
      for (const row of places.rows) if (row[5] >= minPopulation) best = Math.min(best, distanceKm(lat, lon, row[3], row[4]));
      const found = nearestPlace(grid, lat, lon, 150, minPopulation);
      if (best > 150) expect(found).toBeNull();
      else expect(found?.km).toBeCloseTo(best, 9);
    }
  });
});

describe('nearby', () => {
  it('puts a point at a town centre in the town', () => {
    expect(nearby(grid, 44.2017, 17.9039)).toMatchObject({ kind: 'in', place: { name: 'Zenica', country: 'BA' } });
    expect(nearby(grid, 43.8563, 18.4131)).toMatchObject({ kind: 'in', place: { name: 'Sarajevo', nameCyrl: 'Сарајево' } });
    expect(nearby(grid, 44.804, 20.4651)).toMatchObject({ kind: 'in', place: { name: 'Belgrade', nameCyrl: 'Београд', country: 'RS' } });
  });

  it('says how far and which way from the nearest town of 10,000 within 30 km', () => {
    const [lat, lon] = moved(44.2017, 17.9039, 12, 45);
    // Vareš and Kakanj are nearer villages or smaller towns; the reference is a town people know.
    expect(nearby(grid, lat, lon)).toMatchObject({ kind: 'near', km: 12, direction: 'NE', place: { name: 'Zenica' } });
  });

  it('names the town on its own side of a border river', () => {
    // Slavonski Brod (HR) and Brod (BA) face each other across the Sava, ~1 km apart.
    expect(nearby(grid, 45.162, 18.0)).toMatchObject({ place: { country: 'HR' } });
    expect(nearby(grid, 45.137, 17.99)).toMatchObject({ place: { country: 'BA' } });
  });

  it('describes a ship in the open Adriatic from the nearest town on a coast', () => {
    const where = nearby(grid, 42.5, 16.0);
    expect(where).toMatchObject({ kind: 'near' });
    expect(where?.kind === 'near' && where.km).toBeGreaterThan(30);
    expect(where?.kind === 'near' && where.place.population).toBeGreaterThanOrEqual(10_000);
  });

  it('gives up far from the region: the caller shows coordinates', () => {
    expect(nearby(grid, 0, 0)).toBeNull();
    expect(nearby(grid, 52.52, 13.4)).toBeNull();
  });
});

describe('compassPoint', () => {
  it('names the eight points from the place towards the position', () => {
    const from = { lat: 44, lon: 18 };
    const points = [0, 45, 90, 135, 180, 225, 270, 315].map((bearing) => {
      const [lat, lon] = moved(44, 18, 10, bearing);
      return compassPoint(from, { lat, lon });
    });
    expect(points).toEqual(['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW']);
  });
});
