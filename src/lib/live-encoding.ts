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

class ByteWriter {
  bytes = new Uint8Array(4096);
  length = 0;
  varint(signed: number): void {
    let value = signed >= 0 ? signed * 2 : -signed * 2 - 1;
    if (this.length + 10 > this.bytes.length) {
      const grown = new Uint8Array(this.bytes.length * 2);
      grown.set(this.bytes);
      this.bytes = grown;
    }
    while (value >= 0x80) {
      this.bytes[this.length++] = (value % 0x80) | 0x80;
      value = Math.floor(value / 0x80);
    }
    this.bytes[this.length++] = value;
  }
}

function groupsOf(points: readonly SnapshotPoint[]): SnapshotPoint[][] {
  const groups: SnapshotPoint[][] = [];
  for (const point of points) {
    const last = groups.at(-1);
    if (last?.[0]?.vehicle === point.vehicle) last.push(point);
    else groups.push([point]);
  }
  return groups;
}

/** `points` must be grouped by vehicle (ascending index) and ordered by time within a vehicle. */
export function encodeSnapshot(points: readonly SnapshotPoint[], baseTime: number): string {
  const writer = new ByteWriter();
  const groups = groupsOf(points);
  writer.varint(groups.length);
  let vehicle = 0;
  for (const group of groups) {
    writer.varint((group[0]?.vehicle ?? 0) - vehicle);
    vehicle = group[0]?.vehicle ?? 0;
    writer.varint(group.length);
    let [time, lon, lat] = [Math.round(baseTime / 1000), 0, 0];
    for (const point of group) {
      const next = [Math.round(point.time / 1000), Math.round(point.lon * microdegrees), Math.round(point.lat * microdegrees)] as const;
      writer.varint(next[0] - time);
      writer.varint(next[1] - lon);
      writer.varint(next[2] - lat);
      [time, lon, lat] = next;
    }
  }
  return toBase64(writer.bytes.subarray(0, writer.length));
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
