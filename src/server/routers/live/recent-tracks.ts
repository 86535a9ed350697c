/**
 * Each process's recent tracks of the vehicles its live maps show (issue 11): a live snapshot is
 * answered from memory instead of reading and aggregating tens of thousands of rows on every open.
 *
 * A track holds every position of its vehicle from `since` on (device time), oldest first. The
 * snapshot's query seeds it (readNewest: the newest `count` of the scope, so `since` is the cut's
 * time); the live poller keeps it current: every position it publishes goes into its vehicle's
 * track (a replayed old point in its place, a time already there once). Before answering, the
 * poller reads what was stored up to now, so a caller sees its own writes, made in this process or
 * another one. A scope whose tracks hold too few points for `count` is read again from the database.
 *
 * What could drift (a position committed later than the poller's gap window, a point pruned in
 * another process) lasts at most `maxAgeMs`: an older track is read again. `maxPoints` bounds memory.
 */
import type { Db } from '../../db/client';
import { livePollerOf, type LivePoller, type LivePosition } from '../../services/live/live-poller';
import { atOrAfter, cutTime, microDegrees, noColumns, readNewest, type NewestColumns, type VehiclePoints } from './snapshot-rows';

const maxAgeMs = 5 * 60_000;
const maxPoints = 1_000_000;

interface Track extends VehiclePoints {
  /** Every position from this time on (microseconds) is here; -Infinity: the whole history. */
  since: number;
  /** Until seeded, positions are gathered but the track answers nothing. */
  seeded: boolean;
  readAt: number;
  t: number[];
  x: number[];
  y: number[];
}

/** The first index whose time is at least `time`. */
function lowerBound(times: readonly number[], time: number): number {
  let [low, high] = [0, times.length];
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (times[middle]! < time) low = middle + 1;
    else high = middle;
  }
  return low;
}

export class RecentTracks {
  private readonly tracks = new Map<string, Track>();
  private points = 0;
  /** The poller's restarts these tracks are continuous with. */
  private restarts: number;

  constructor(
    private readonly db: Db,
    private readonly poller: LivePoller,
  ) {
    this.restarts = poller.restarts;
    poller.observe((positions) => this.take(positions));
  }

  /** The newest `count` positions of the vehicles `scope`, as readNewest reads them. */
  async newest(scope: readonly string[], count: number): Promise<NewestColumns> {
    if (scope.length === 0) return noColumns();
    await this.poller.catchUp();
    if (this.poller.restarts !== this.restarts) {
      this.restarts = this.poller.restarts;
      this.forget();
    }
    this.sweep(Date.now());
    const answer = this.answer(scope, count) ?? (await this.seed(scope, count), this.answer(scope, count));
    // Another request re-seeded or forgot these tracks meanwhile: read this one directly.
    return answer ?? readNewest(this.db, scope, count);
  }

  private answer(scope: readonly string[], count: number): NewestColumns | null {
    const tracks: Track[] = [];
    for (const id of scope) {
      const track = this.tracks.get(id);
      if (!track?.seeded) return null;
      tracks.push(track);
    }
    const since = tracks.reduce((latest, track) => Math.max(latest, track.since), -Infinity);
    const total = tracks.reduce((sum, track) => sum + track.t.length - lowerBound(track.t, since), 0);
    if (total < count && since !== -Infinity) return null;
    // A track may also hold points before its `since` (gathered while it was seeded). They cannot move
    // the cut: either every `since` is -Infinity, or at least `count` points are at or after them all.
    return atOrAfter(tracks, cutTime(tracks, count));
  }

  private async seed(scope: readonly string[], count: number): Promise<void> {
    const now = Date.now();
    const tracks = scope.map((id) => {
      const track: Track = { since: Infinity, seeded: false, readAt: now, t: [], x: [], y: [] };
      this.forgetTrack(id);
      this.tracks.set(id, track);
      return track;
    });
    const read = await readNewest(this.db, scope, count).catch((error: unknown) => {
      for (const id of scope) this.forgetTrack(id);
      throw error;
    });
    // A track another request replaced meanwhile is left to that request.
    const current = tracks.map((track, v) => this.tracks.get(scope[v]!) === track);
    // Backwards: the query gives each vehicle's points newest first, so each is added at its track's end.
    for (let i = read.t.length - 1; i >= 0; i--) if (current[read.v[i]!]) this.add(tracks[read.v[i]!]!, read.t[i]!, read.x[i]!, read.y[i]!);
    const since = read.t.length >= count ? read.t.reduce((oldest, time) => Math.min(oldest, time), Infinity) : -Infinity;
    for (const track of tracks) Object.assign(track, { since, seeded: true });
  }

  private take(positions: LivePosition[]): void {
    for (const { vehicleId, recordedAt, lon, lat } of positions) {
      const track = this.tracks.get(vehicleId);
      if (track) this.add(track, Math.round(recordedAt * 1000), microDegrees(lon), microDegrees(lat));
    }
    if (this.points > maxPoints) this.forget();
  }

  /** Adds a point in its place by time; a time already there, or before what the track keeps, is left out. */
  private add(track: Track, time: number, x: number, y: number): void {
    const last = track.t.length - 1;
    const at = last < 0 || time > track.t[last]! ? last + 1 : lowerBound(track.t, time);
    if (track.t[at] === time || (track.seeded && time < track.since)) return;
    if (at === track.t.length) {
      track.t.push(time);
      track.x.push(x);
      track.y.push(y);
    } else {
      track.t.splice(at, 0, time);
      track.x.splice(at, 0, x);
      track.y.splice(at, 0, y);
    }
    this.points++;
  }

  private sweep(now: number): void {
    for (const [id, track] of this.tracks) if (track.seeded && now - track.readAt > maxAgeMs) this.forgetTrack(id);
  }

  private forgetTrack(id: string): void {
    this.points -= this.tracks.get(id)?.t.length ?? 0;
    this.tracks.delete(id);
  }

  private forget(): void {
    this.tracks.clear();
    this.points = 0;
  }
}

const byDatabase = new WeakMap<Db, RecentTracks>();

/** The process's recent tracks of `db`. */
export function recentTracksOf(db: Db): RecentTracks {
  let tracks = byDatabase.get(db);
  if (!tracks) byDatabase.set(db, (tracks = new RecentTracks(db, livePollerOf(db))));
  return tracks;
}
