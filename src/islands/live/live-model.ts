/**
 * What the map draws, in the point layer's Float32Array: a ring of trail points (the older
 * positions, faint) followed by one slot per vehicle for its current position. A realtime position
 * moves its vehicle's slot (the shader glides there) and leaves the old position in the trail ring.
 */
import type { SnapshotColumns } from '@/lib/live-encoding';
import type { VehicleStatus } from '@/lib/constants';
import { floatsPerPoint, pointKinds, topTrailLevel } from './point-format';
import type { PointLayer } from './point-layer';

export interface ModelVehicle {
  id: string;
  status: VehicleStatus;
  sharingPaused: boolean;
  lat: number | null;
  lon: number | null;
}

export interface ModelPosition {
  vehicleId: string;
  lat: number;
  lon: number;
}

const statusColour: Record<VehicleStatus, number> = { AVAILABLE: 0, ON_JOB: 1, MAINTENANCE: 2 };

export function mercatorX(lon: number): number {
  return (lon + 180) / 360;
}
export function mercatorY(lat: number): number {
  const clamped = Math.max(-85.05, Math.min(85.05, lat));
  return (180 - (180 / Math.PI) * Math.log(Math.tan(Math.PI / 4 + (clamped * Math.PI) / 360))) / 360;
}

/**
 * A vehicle's trail thinning: its n-th trail point has level min(top, trailing zero bits of n) (the
 * first: top), and is drawn beside the vehicle's latest point of that level or above, so that when
 * zoomed out a dense trail keeps 1 point in 2, 4 or 8 and still reads as one line.
 */
class TrailThinning {
  private pushed = 0;
  /** Per level, x and y of the latest point of that level or above. */
  private readonly latest = new Float64Array(2 * (topTrailLevel + 1));

  /** The next point's level, and the point it is drawn beside. */
  next(x: number, y: number): { level: number; besideX: number; besideY: number } {
    const n = this.pushed++;
    const level = n === 0 ? topTrailLevel : Math.min(topTrailLevel, 31 - Math.clz32(n & -n));
    const [besideX, besideY] = n === 0 ? [x, y] : [this.latest[2 * level]!, this.latest[2 * level + 1]!];
    for (let k = 0; k <= level; k++) [this.latest[2 * k], this.latest[2 * k + 1]] = [x, y];
    return { level, besideX, besideY };
  }
}

export class LiveModel {
  private readonly slotOf = new Map<string, number>();
  private readonly thinning = new Map<string, TrailThinning>();
  private readonly trailCapacity: number;
  private trailNext = 0;
  private trailUsed = 0;
  /** Each vehicle's current position (lon, lat), for picking and flying to it. */
  readonly current = new Map<string, [number, number]>();
  private selected: string | null = null;

  constructor(
    private readonly layer: PointLayer,
    private readonly vehicles: readonly ModelVehicle[],
    snapshot: SnapshotColumns,
    snapshotVehicleIds: readonly string[],
    trailCapacity: number,
  ) {
    vehicles.forEach((vehicle, slot) => this.slotOf.set(vehicle.id, slot));
    this.trailCapacity = Math.max(1, trailCapacity);
    layer.data = new Float32Array((this.trailCapacity + vehicles.length) * floatsPerPoint);
    layer.count = this.trailCapacity + vehicles.length;
    for (let i = 0; i < this.trailCapacity; i++) this.write(i, 0, 0, 0, 0, 0, pointKinds.hidden);
    vehicles.forEach((vehicle) => {
      if (vehicle.lat !== null && vehicle.lon !== null) this.current.set(vehicle.id, [vehicle.lon, vehicle.lat]);
    });
    for (let i = 0; i < snapshot.vehicle.length; i++) {
      const vehicleId = snapshotVehicleIds[snapshot.vehicle[i] ?? 0] ?? '';
      const lon = snapshot.lon[i] ?? 0;
      const lat = snapshot.lat[i] ?? 0;
      const last = snapshot.vehicle[i + 1] !== snapshot.vehicle[i];
      if (last) this.current.set(vehicleId, [lon, lat]);
      else this.pushTrail(vehicleId, lon, lat);
    }
    vehicles.forEach((vehicle, slot) => this.writeCurrent(vehicle, slot, null));
    layer.changed(0, layer.count);
  }

  private colourOf(vehicleId: string): number {
    const vehicle = this.vehicles[this.slotOf.get(vehicleId) ?? -1];
    return vehicle ? (vehicle.sharingPaused ? 3 : statusColour[vehicle.status]) : 3;
  }

  private write(index: number, px: number, py: number, nx: number, ny: number, colour: number, kind: number): void {
    const o = index * floatsPerPoint;
    const data = this.layer.data;
    [data[o], data[o + 1], data[o + 2], data[o + 3], data[o + 4], data[o + 5]] = [px, py, nx, ny, colour, kind];
  }

  private pushTrail(vehicleId: string, lon: number, lat: number): number {
    const index = this.trailNext;
    const [x, y] = [mercatorX(lon), mercatorY(lat)];
    let thinning = this.thinning.get(vehicleId);
    if (!thinning) this.thinning.set(vehicleId, (thinning = new TrailThinning()));
    const { level, besideX, besideY } = thinning.next(x, y);
    this.write(index, besideX, besideY, x, y, this.colourOf(vehicleId) + 4 * level, pointKinds.trail);
    this.trailNext = (this.trailNext + 1) % this.trailCapacity;
    this.trailUsed = Math.min(this.trailCapacity, this.trailUsed + 1);
    return index;
  }

  /** Writes a vehicle's slot; with `from`, it glides from there (the position shown now). */
  private writeCurrent(vehicle: ModelVehicle, slot: number, from: [number, number] | null): void {
    const at = this.current.get(vehicle.id);
    const index = this.trailCapacity + slot;
    if (!at) return this.write(index, 0, 0, 0, 0, 0, pointKinds.hidden);
    const [x, y] = [mercatorX(at[0]), mercatorY(at[1])];
    const kind = vehicle.id === this.selected ? pointKinds.selected : pointKinds.current;
    this.write(index, from?.[0] ?? x, from?.[1] ?? y, x, y, this.colourOf(vehicle.id), kind);
  }

  /** New positions (realtime): each moves its vehicle; the place it leaves joins the trail. */
  apply(positions: readonly ModelPosition[]): void {
    const t = this.layer.progress();
    const data = this.layer.data;
    // Freeze every glide where it is now, so a vehicle still moving continues from what is shown.
    for (let slot = 0; slot < this.vehicles.length; slot++) {
      const o = (this.trailCapacity + slot) * floatsPerPoint;
      data[o] = (data[o] ?? 0) + ((data[o + 2] ?? 0) - (data[o] ?? 0)) * t;
      data[o + 1] = (data[o + 1] ?? 0) + ((data[o + 3] ?? 0) - (data[o + 1] ?? 0)) * t;
    }
    const trailFrom = this.trailNext;
    let pushed = 0;
    for (const position of positions) {
      const slot = this.slotOf.get(position.vehicleId);
      const vehicle = slot === undefined ? undefined : this.vehicles[slot];
      if (!vehicle || slot === undefined) continue;
      const before = this.current.get(vehicle.id);
      if (before) {
        this.pushTrail(vehicle.id, before[0], before[1]);
        pushed += 1;
      }
      this.current.set(vehicle.id, [position.lon, position.lat]);
      const o = (this.trailCapacity + slot) * floatsPerPoint;
      this.writeCurrent(vehicle, slot, before ? [data[o] ?? 0, data[o + 1] ?? 0] : null);
    }
    this.trailChanged(trailFrom, pushed);
    this.layer.changed(this.trailCapacity, this.layer.count, true);
  }

  /** Marks the `pushed` trail slots written from `from` on: one stretch, or two where the ring wrapped. */
  private trailChanged(from: number, pushed: number): void {
    if (pushed >= this.trailCapacity) return this.layer.changed(0, this.trailCapacity);
    const end = from + pushed;
    this.layer.changed(from, Math.min(end, this.trailCapacity));
    if (end > this.trailCapacity) this.layer.changed(0, end - this.trailCapacity);
  }

  select(vehicleId: string | null): void {
    this.selected = vehicleId;
    this.vehicles.forEach((vehicle, slot) => {
      const o = (this.trailCapacity + slot) * floatsPerPoint + 5;
      if (this.layer.data[o] !== pointKinds.hidden)
        this.layer.data[o] = vehicle.id === vehicleId ? pointKinds.selected : pointKinds.current;
    });
    this.layer.onTop = vehicleId === null ? -1 : this.trailCapacity + (this.slotOf.get(vehicleId) ?? -this.trailCapacity - 1);
    this.layer.changed(this.trailCapacity, this.layer.count);
  }

  get trailPoints(): number {
    return this.trailUsed;
  }
}
