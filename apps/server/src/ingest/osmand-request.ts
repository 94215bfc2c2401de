import type { SpeedUnit } from '@lodestar/domain';
import { decodeOsmandJson, decodeOsmandQuery, type OsmandParams } from './osmand-decoder.ts';
import { DecodeError, type DecodedReport } from './position-report.ts';

export interface DecodedRequest {
  report: DecodedReport;
  /** The JSON variant (Traccar Client 9+); it answers an unknown tracker with 404 rather than 400. */
  json: boolean;
}

/** Form fields as OsmandParams: a repeated key becomes a list, as Fastify does for the query string. */
function formParams(text: string): Record<string, string | string[]> {
  const params: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const seen = params[key];
    params[key] = seen === undefined ? value : Array.isArray(seen) ? [...seen, value] : [seen, value];
  }
  return params;
}

/** JSON sent without a JSON content type (devices are careless about headers), or a clear 400. */
export function jsonFromText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new DecodeError('The request body is not valid JSON.');
  }
}

/**
 * One OsmAnd request in whichever variant the client used: the JSON body, form fields (merged over the query,
 * which some clients also fill), or the query string alone. The path and method carry nothing.
 */
export function decodeOsmandRequest(
  query: OsmandParams,
  body: unknown,
  opts: { speedUnit: SpeedUnit; now: Date },
): DecodedRequest {
  if (typeof body === 'string') {
    const text = body.trim();
    if (text.startsWith('{')) return { report: decodeOsmandJson(jsonFromText(text), opts), json: true };
    if (text) return { report: decodeOsmandQuery({ ...query, ...formParams(text) }, opts), json: false };
    return { report: decodeOsmandQuery(query, opts), json: false };
  }
  if (body !== undefined && body !== null) return { report: decodeOsmandJson(body, opts), json: true };
  return { report: decodeOsmandQuery(query, opts), json: false };
}
