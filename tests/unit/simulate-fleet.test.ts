import { describe, expect, it } from 'vitest';
import { distanceKm } from '@/server/seed/geo';
import { demoTrackers } from '@/server/seed/fleet';
import { advance, createVehicle, pointAlong, routeOf } from '../../scripts/simulate/drive';
import { demoFleet, routePoints } from '../../scripts/simulate/demo-fleet';
import { roads } from '../../scripts/simulate/roads';

const start = Date.UTC(2026, 10, 23, 12);

describe('the simulated demo fleet', () => {
  it('drives every demo tracker, each moving route along its road (every road known), yards standing', () => {
    const fleet = demoFleet();
    expect(fleet.map((v) => v.trackerId)).toEqual(demoTrackers().map((t) => t.trackerId));
    for (const { route, inWorkshop } of demoTrackers()) {
      if (!route.startsWith('@') && !inWorkshop) expect(roads[route], route).toBeDefined();
    }
    expect(fleet.some((v) => v.parked)).toBe(true);
  });

  it('keeps each road close to its ends: no waypoint far off the way', () => {
    for (const route of Object.keys(roads)) {
      const points = routePoints(route);
      const direct = distanceKm(points[0]!, points.at(-1)!);
      expect(routeOf(points).totalKm, route).toBeLessThan(direct * 1.6);
    }
  });

  it('moves smoothly: at most 150 m per 5-second report at road speed, always on its road', () => {
    const vehicle = createVehicle('trk-test-01', routePoints('Sarajevo>Mostar'), false);
    let previous = advance(vehicle, 0, start);
    for (let i = 1; i <= 200; i++) {
      const report = advance(vehicle, 5, start + i * 5000);
      const stepKm = distanceKm(previous, report);
      expect(stepKm).toBeLessThan(0.15);
      expect(report.speedKmh).toBeGreaterThanOrEqual(0);
      expect(report.speedKmh).toBeLessThan(100);
      expect(report.lat).toBeGreaterThan(43.3);
      expect(report.lat).toBeLessThan(43.9);
      previous = report;
    }
  });

  it('waits at the end of its road, then drives back', () => {
    const vehicle = createVehicle('trk-test-02', routePoints('Loznica>Šabac'), false);
    vehicle.km = vehicle.route.totalKm - 0.01;
    const arrived = advance(vehicle, 5, start);
    expect(arrived.speedKmh).toBe(0);
    expect(vehicle.direction).toBe(-1);
    expect(advance(vehicle, 5, start + 60_000).speedKmh).toBe(0);
    const back = advance(vehicle, 5, start + 4 * 60_000);
    expect(back.speedKmh).toBeGreaterThan(0);
    expect(vehicle.km).toBeLessThan(vehicle.route.totalKm);
  });

  it('stands still in its yard', () => {
    const vehicle = createVehicle('trk-test-03', routePoints('@Sarajevo'), true);
    const a = advance(vehicle, 5, start);
    const b = advance(vehicle, 5, start + 5000);
    expect(a.speedKmh).toBe(0);
    expect(distanceKm(a, b)).toBeLessThan(0.01);
    expect(pointAlong(vehicle.route, 0).lat).toBeCloseTo(43.8563, 3);
  });
});
