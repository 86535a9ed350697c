/**
 * Drives the demo fleet through the public tracker endpoint, as phones running Traccar Client would:
 * one GET in the OsmAnd parameter form per vehicle every few seconds (speed in knots), spread over
 * the interval. `npm start` runs it beside the server unless TOVAR_SIMULATE=0.
 *
 *   tsx scripts/simulate-fleet.ts [--url http://localhost:4321/api/osmand] [--interval 5] [--once]
 *
 * TOVAR_SIMULATE_URL and TOVAR_SIMULATE_INTERVAL_S set the same. --once sends one round and exits
 * with 1 if any position was refused.
 */
import { parseArgs } from 'node:util';
import { advance, type Report, type SimulatedVehicle } from './simulate/drive';
import { demoFleet } from './simulate/demo-fleet';

const { values } = parseArgs({
  options: { url: { type: 'string' }, interval: { type: 'string' }, once: { type: 'boolean', default: false } },
});
const endpoint = values.url ?? process.env.TOVAR_SIMULATE_URL ?? `http://localhost:${process.env.PORT || 4321}/api/osmand`;
const intervalS = Number(values.interval ?? process.env.TOVAR_SIMULATE_INTERVAL_S ?? 5);
const knotsPerKmh = 1 / 1.852;

function queryOf(vehicle: SimulatedVehicle, report: Report, nowMs: number): string {
  const battery = 100 - ((nowMs / 60_000 + vehicle.cruiseKmh) % 60);
  return new URLSearchParams({
    id: vehicle.trackerId,
    timestamp: String(Math.floor(nowMs / 1000)),
    lat: report.lat.toFixed(6),
    lon: report.lon.toFixed(6),
    speed: (report.speedKmh * knotsPerKmh).toFixed(2),
    bearing: report.heading.toFixed(1),
    altitude: '300',
    accuracy: '5',
    batt: battery.toFixed(0),
  }).toString();
}

const lastProblem = new Map<string, string>();

/** Sends one position; reports a problem once until it changes, so a server restart does not flood the log. */
async function send(vehicle: SimulatedVehicle, seconds: number): Promise<boolean> {
  const now = Date.now();
  const report = advance(vehicle, seconds, now);
  let problem = '';
  try {
    const response = await fetch(`${endpoint}?${queryOf(vehicle, report, now)}`);
    if (!response.ok) problem = `HTTP ${response.status} ${(await response.text()).trim()}`;
  } catch (error) {
    problem = error instanceof Error ? error.message : String(error);
  }
  if (problem && lastProblem.get(vehicle.trackerId) !== problem) console.warn(`simulate-fleet: ${vehicle.trackerId}: ${problem}`);
  lastProblem.set(vehicle.trackerId, problem);
  return problem === '';
}

const fleet = demoFleet();
// Started by scripts/start.mjs: stop when the server's process ends.
process.on('disconnect', () => process.exit(0));
if (values.once) {
  const sent = await Promise.all(fleet.map((vehicle) => send(vehicle, 0)));
  console.log(`simulate-fleet: ${sent.filter(Boolean).length} of ${fleet.length} positions accepted by ${endpoint}`);
  process.exit(sent.every(Boolean) ? 0 : 1);
}

console.log(`simulate-fleet: ${fleet.length} trackers report to ${endpoint} every ${intervalS} s`);
fleet.forEach((vehicle, i) => {
  // Spread the vehicles over the interval, as independent phones would be.
  setTimeout(
    () => {
      void send(vehicle, 0);
      setInterval(() => void send(vehicle, intervalS), intervalS * 1000);
    },
    (i * intervalS * 1000) / fleet.length,
  );
});
