/**
 * The OsmAnd protocol as Traccar's OsmAndProtocolDecoder accepts it, with no I/O: a request with a
 * JSON content type is the current Traccar Client's JSON body; anything else is the parameter form
 * (query string, or a form-urlencoded body when the query string has no parameters). The result is
 * the device and its positions in our units, or the reason the request is refused.
 */
import { parseOsmAndJson } from './osmand-json';
import { osmAndParameters, parseOsmAndParameters } from './osmand-query';
import type { Parsed } from './tracker-point';

export interface OsmAndRequest {
  /** The query string, with or without its leading `?`. */
  query: string;
  contentType?: string | undefined;
  body: string;
}

export function parseOsmAnd(request: OsmAndRequest, now: Date): Parsed {
  if ((request.contentType ?? '').trim().toLowerCase().startsWith('application/json')) return parseOsmAndJson(request.body, now);
  return parseOsmAndParameters(osmAndParameters(request.query, request.body), now);
}

export type { Parsed, TrackerPoint, TrackerReport } from './tracker-point';
