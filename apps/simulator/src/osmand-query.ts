import type { SimulatedReport } from './report.ts';

// The OsmAnd protocol sends speed in knots.
const MPS_PER_KNOT = 0.514444;

export interface OsmandQueryOptions {
  /**
   * Send the time as epoch milliseconds instead of seconds. Load tests need it: a tracker reporting several
   * times a second would otherwise repeat a fix time, and a repeated fix is stored once.
   */
  milliseconds?: boolean;
}

/**
 * The query string of one report in the OsmAnd protocol as Traccar Client and OsmAnd-speaking devices send it
 * (id, timestamp, lat, lon, speed in knots, bearing, accuracy, batt, charge), plus Lodestar's extensions fix,
 * alarm=sos, temp (°C), humidity (%), anchor (the BLE anchor a tag sees, then without lat/lon), result (the
 * answer to a command, as Traccar's command results) and iccid (the SIM in the tracker: it confirms a SIM swap).
 * Absent values are left out, as devices do.
 */
export function osmandQuery(report: SimulatedReport, opts: OsmandQueryOptions = {}): string {
  const ms = report.time.getTime();
  const params: [string, string][] = [
    ['id', report.identifier],
    ['timestamp', String(opts.milliseconds ? ms : Math.floor(ms / 1000))],
  ];
  // a BLE tag near an anchor knows no coordinates: the anchor it sees places it (README 'Connect trackers')
  if (report.anchor === undefined)
    params.push(['lat', report.lat.toFixed(6)], ['lon', report.lon.toFixed(6)]);
  params.push(['speed', (report.speedMps / MPS_PER_KNOT).toFixed(1)]);
  if (report.course !== null) params.push(['bearing', String(report.course)]);
  if (report.anchor === undefined) params.push(['accuracy', String(report.accuracy)]);
  params.push(['batt', String(report.battery)]);
  if (report.charging !== null) params.push(['charge', String(report.charging)]);
  params.push(['fix', report.fix]);
  if (report.anchor !== undefined) params.push(['anchor', report.anchor]);
  if (report.sos) params.push(['alarm', 'sos']);
  if (report.temperatureC !== null) params.push(['temp', String(report.temperatureC)]);
  if (report.humidity !== null) params.push(['humidity', String(report.humidity)]);
  if (report.result !== undefined) params.push(['result', report.result]);
  if (report.iccid !== undefined) params.push(['iccid', report.iccid]);
  return params.map(queryPair).join('&');
}

// what form encoding leaves as it is; a load generator builds thousands of queries a second
const PLAIN = /^[\w.-]*$/;
const queryPair = ([key, value]: [string, string]) =>
  PLAIN.test(value) ? `${key}=${value}` : new URLSearchParams([[key, value]]).toString();
