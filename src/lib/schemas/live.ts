/**
 * Live tracking (issue 11): the page's search params and the API's inputs. Each param falls back to
 * its default on its own when missing or broken (spec section 2): a hand-edited link still opens a map.
 * `user` names one vehicle of the company by its id, its tracker id or its plate (compared as
 * letters and digits, upper-case, as plates are unique); no match shows an empty map.
 */
import * as z from 'zod/mini';
import { liveTrackingDefaultCount } from '../constants';
import { singleLineText } from './text';

/** The most positions one snapshot carries; more would not draw smoothly on a phone. */
export const liveCountMax = 100_000;
export const liveUserMax = 64;

const count = z.catch(z.coerce.number().check(z.int(), z.gte(1), z.lte(liveCountMax)), liveTrackingDefaultCount);
/** A vehicle's id, tracker id or plate as typed: one line of text (text.ts), never a control character. */
const liveUser = singleLineText({ min: 1, max: liveUserMax, tooLong: 'validation:textTooLong' });
const user = z.catch(z.optional(liveUser), undefined);
/** Absent or broken: undefined, and the page follows the user's remembered choice (src/stores/live-realtime.ts). */
const realtime = z.catch(
  z.optional(
    z.pipe(
      z.enum(['true', 'false', '1', '0']),
      z.transform((value) => value === 'true' || value === '1'),
    ),
  ),
  undefined,
);

export const liveSearchParamsSchema = z.object({
  count: z._default(count, liveTrackingDefaultCount),
  user,
  realtime,
});
export type LiveSearchParams = z.infer<typeof liveSearchParamsSchema>;

/** The params of a page URL; never throws. */
export function readLiveSearchParams(params: URLSearchParams): LiveSearchParams {
  return liveSearchParamsSchema.parse({
    count: params.get('count') ?? undefined,
    user: params.get('user') ?? undefined,
    realtime: params.get('realtime') ?? undefined,
  });
}

/** The snapshot the map opens with. */
export const liveSnapshotSchema = z.object({
  count: z.number().check(z.int(), z.gte(1), z.lte(liveCountMax)),
  user: z.optional(liveUser),
});
export type LiveSnapshotInput = z.infer<typeof liveSnapshotSchema>;

/** The side list. */
export const liveVehiclesSchema = z.object({ user: z.optional(liveUser) });
export type LiveVehiclesInput = z.infer<typeof liveVehiclesSchema>;

/** The realtime feed; `lastEventId` (set by the client on reconnect) resumes after that position id. */
export const liveFeedSchema = z.object({
  user: z.optional(liveUser),
  lastEventId: z.nullish(z.coerce.number().check(z.int(), z.gte(0))),
});
export type LiveFeedInput = z.infer<typeof liveFeedSchema>;

/** The longest history one request reads: a month, as retention keeps by default. */
export const liveHistoryMaxDays = 31;
const dayMs = 86_400_000;
/** The last millisecond of year 9999: later instants are no day a client shows (and past 8.64e15 no Date at all). */
const latestEpochMs = 253_402_300_799_999;
const epochMs = z.number().check(z.int(), z.gte(0), z.lte(latestEpochMs));

/** A vehicle's track from `from` to `to` (ms, the end excluded): the client sends its own days' bounds. */
export const liveHistorySchema = z.object({ vehicleId: z.uuid('validation:invalidInput'), from: epochMs, to: epochMs }).check(
  z.refine(({ from, to }) => to > from && to - from <= liveHistoryMaxDays * dayMs, {
    message: 'live:history.badRange',
    path: ['to'],
  }),
);
export type LiveHistoryInput = z.infer<typeof liveHistorySchema>;
