import type { PositionRow } from './position-stream.ts';

/** Text for an XML element or attribute value. */
export function xmlText(value: string): string {
  return value.replace(
    /[<>&'"]/g,
    (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[c]};`,
  );
}

const trackPoint = (p: PositionRow) =>
  `<trkpt lat="${p.latitude}" lon="${p.longitude}">` +
  (p.altitude === null ? '' : `<ele>${p.altitude}</ele>`) +
  `<time>${p.fixTime.toISOString()}</time><type>${p.fix}</type></trkpt>\n`;

/**
 * A tracker's history as a GPX 1.1 track (one trkseg, points in time order), written as positions are read.
 * GPX 1.1 has no speed element on a point, so only position, elevation, time and the fix type go in; the CSV
 * carries the rest.
 */
export async function* gpxChunks(
  trackerName: string,
  points: AsyncIterable<PositionRow>,
  createdAt = new Date(),
): AsyncGenerator<string> {
  const name = xmlText(trackerName);
  yield (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<gpx version="1.1" creator="Lodestar" xmlns="http://www.topografix.com/GPX/1/1">\n' +
    `<metadata><name>${name}</name><time>${createdAt.toISOString()}</time></metadata>\n` +
    `<trk><name>${name}</name><trkseg>\n`
  );
  let chunk = '';
  for await (const p of points) {
    chunk += trackPoint(p);
    if (chunk.length > 256_000) {
      yield chunk;
      chunk = '';
    }
  }
  yield `${chunk}</trkseg></trk>\n</gpx>\n`;
}
