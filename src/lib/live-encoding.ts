/**
 * The compact form of a live snapshot (issue 11): positions grouped by vehicle, oldest first, as
 * zigzag varints of deltas (time in seconds, longitude and latitude in 1e-6 degrees), base64 in the
 * JSON answer. Consecutive points of a vehicle differ little, so most values take one or two bytes:
 * 25,000 positions are ~150 KB before HTTP compression, where GeoJSON takes megabytes.
 *
 * Layout: groups, then per group: vehicle index delta, point count, and per point the deltas of
 * time, longitude and latitude (a group's first point against the base time and 0,0).
 */

export interface SnapshotPoint {
  /** Index into the snapshot's vehicle list. */
  vehicle: number;
  /** Milliseconds since the epoch (kept to the second). */
  time: number;
  lon: number;
  lat: number;
}

/** Columns as the map draws them: one entry per point, grouped by vehicle, oldest first. */
export interface SnapshotColumns {
  vehicle: Uint16Array;
  time: Float64Array;
  lon: Float64Array;
  lat: Float64Array;
}

const microdegrees = 1e6;

/**
 * A snapshot already grouped and in whole units, as the server reads it: per group its vehicle index
 * (ascending) and point count; per point, group by group and oldest first, its time in seconds and
 * its longitude and latitude in 1e-6 degrees.
 */
export interface GroupedSnapshot {
  groupVehicles: ArrayLike<number>;
  groupCounts: ArrayLike<number>;
  seconds: ArrayLike<number>;
  lonMicro: ArrayLike<number>;
  latMicro: ArrayLike<number>;
}

class ByteWriter {
  bytes: Uint8Array;
  length = 0;
  constructor(capacity: number) {
    this.bytes = new Uint8Array(Math.max(64, capacity));
  }
  varint(signed: number): void {
    let value = signed >= 0 ? signed * 2 : -signed * 2 - 1;
    if (this.length + 10 > this.bytes.length) {
      const grown = new Uint8Array(this.bytes.length * 2);
      grown.set(this.bytes);
      this.bytes = grown;
    }
    if (value < 0x1_0000_0000) {
      // Fits 32 bits: shifts instead of divisions (nearly every value of a snapshot).
      while (value >= 0x80) {
        this.bytes[this.length++] = (value & 0x7f) | 0x80;
        value >>>= 7;
      }
      this.bytes[this.length++] = value;
      return;
    }
    while (value >= 0x80) {
      this.bytes[this.length++] = (value % 0x80) | 0x80;
      value = Math.floor(value / 0x80);
    }
    this.bytes[this.length++] = value;
  }
}

/** Encodes grouped whole-unit columns (the server's path: no object per point). */
export function encodeGrouped(snapshot: GroupedSnapshot, baseTime: number): string {
  const { groupVehicles, groupCounts, seconds, lonMicro, latMicro } = snapshot;
  const writer = new ByteWriter(seconds.length * 5 + groupCounts.length * 6 + 8);
  const baseSeconds = Math.round(baseTime / 1000);
  writer.varint(groupCounts.length);
  let vehicle = 0;
  let i = 0;
  for (let g = 0; g < groupCounts.length; g++) {
    const groupVehicle = groupVehicles[g] ?? 0;
    const count = groupCounts[g] ?? 0;
    writer.varint(groupVehicle - vehicle);
    vehicle = groupVehicle;
    writer.varint(count);
    let time = baseSeconds;
    let lon = 0;
    let lat = 0;
    for (const end = i + count; i < end; i++) {
      const nextTime = seconds[i] ?? 0;
      const nextLon = lonMicro[i] ?? 0;
      const nextLat = latMicro[i] ?? 0;
      writer.varint(nextTime - time);
      writer.varint(nextLon - lon);
      writer.varint(nextLat - lat);
      time = nextTime;
      lon = nextLon;
      lat = nextLat;
    }
  }
  return toBase64(writer.bytes.subarray(0, writer.length));
}

/** `points` must be grouped by vehicle (ascending index) and ordered by time within a vehicle. */
export function encodeSnapshot(points: readonly SnapshotPoint[], baseTime: number): string {
  const groupVehicles: number[] = [];
  const groupCounts: number[] = [];
  for (const point of points) {
    if (groupVehicles.at(-1) === point.vehicle) {
      groupCounts[groupCounts.length - 1]! += 1;
    } else {
      groupVehicles.push(point.vehicle);
      groupCounts.push(1);
    }
  }
  return encodeGrouped(
    {
      groupVehicles,
      groupCounts,
      seconds: points.map((point) => Math.round(point.time / 1000)),
      lonMicro: points.map((point) => Math.round(point.lon * microdegrees)),
      latMicro: points.map((point) => Math.round(point.lat * microdegrees)),
    },
    baseTime,
  );
}

export function decodeSnapshot(encoded: string, baseTime: number): SnapshotColumns {
  const bytes = fromBase64(encoded);
  let offset = 0;
  const varint = (): number => {
    let value = 0;
    let scale = 1;
    for (;;) {
      const byte = bytes[offset++] ?? 0;
      value += (byte & 0x7f) * scale;
      if (byte < 0x80) return value % 2 === 0 ? value / 2 : -(value + 1) / 2;
      scale *= 0x80;
    }
  };
  const groups: [number, number, number[]][] = [];
  const values: number[] = [];
  let total = 0;
  let vehicle = 0;
  for (let g = varint(); g > 0; g--) {
    vehicle += varint();
    const count = varint();
    groups.push([vehicle, count, values]);
    for (let i = 0; i < count * 3; i++) values.push(varint());
    total += count;
  }
  const columns: SnapshotColumns = {
    vehicle: new Uint16Array(total),
    time: new Float64Array(total),
    lon: new Float64Array(total),
    lat: new Float64Array(total),
  };
  let i = 0;
  let v = 0;
  for (const [groupVehicle, count] of groups) {
    let [time, lon, lat] = [Math.round(baseTime / 1000), 0, 0];
    for (let k = 0; k < count; k++, i++, v += 3) {
      time += values[v] ?? 0;
      lon += values[v + 1] ?? 0;
      lat += values[v + 2] ?? 0;
      columns.vehicle[i] = groupVehicle;
      columns.time[i] = time * 1000;
      columns.lon[i] = lon / microdegrees;
      columns.lat[i] = lat / microdegrees;
    }
  }
  return columns;
}

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Base64 without Buffer or btoa over a huge string (both environments, any size). */
export function toBase64(bytes: Uint8Array): string {
  // Node (the server) encodes natively, ~20× faster than the loop below that browsers use.
  if (typeof Buffer !== 'undefined') return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('base64');
  const parts: string[] = [];
  for (let start = 0; start < bytes.length; start += 3 * 8192) {
    let chunk = '';
    const end = Math.min(bytes.length, start + 3 * 8192);
    for (let i = start; i < end; i += 3) {
      const n = ((bytes[i] ?? 0) << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
      chunk +=
        alphabet[n >> 18]! +
        alphabet[(n >> 12) & 63]! +
        (i + 1 < end ? alphabet[(n >> 6) & 63]! : '=') +
        (i + 2 < end ? alphabet[n & 63]! : '=');
    }
    parts.push(chunk);
  }
  return parts.join('');
}

export function fromBase64(text: string): Uint8Array {
  const lookup = new Uint8Array(128);
  for (let i = 0; i < alphabet.length; i++) lookup[alphabet.charCodeAt(i)] = i;
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  const bytes = new Uint8Array((text.length / 4) * 3 - padding);
  let o = 0;
  for (let i = 0; i < text.length; i += 4) {
    const n =
      (lookup[text.charCodeAt(i)]! << 18) |
      (lookup[text.charCodeAt(i + 1)]! << 12) |
      (lookup[text.charCodeAt(i + 2)]! << 6) |
      lookup[text.charCodeAt(i + 3)]!;
    if (o < bytes.length) bytes[o++] = n >> 16;
    if (o < bytes.length) bytes[o++] = (n >> 8) & 255;
    if (o < bytes.length) bytes[o++] = n & 255;
  }
  return bytes;
}
