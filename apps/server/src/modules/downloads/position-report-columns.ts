import type { PositionReportField } from '@lodestar/contracts';
import { celsiusToFahrenheit, mpsToMph } from '@lodestar/domain';
import type { currentPositions, positions } from '../../db/schema/index.ts';
import { formatTime, zoneLabel, type TimeZoneChoice } from './time-zone.ts';

/** A report row: the tracker's identity and one stored position (history or current). */
export interface ReportRow {
  deviceName: string;
  serial: string;
  imei: string | null;
  position: typeof positions.$inferSelect | typeof currentPositions.$inferSelect;
}

type Column = {
  header: (zone: TimeZoneChoice) => string;
  value: (row: ReportRow, zone: TimeZoneChoice) => unknown;
};

const round = (value: number | null, digits: number) =>
  value === null ? null : Number(value.toFixed(digits));

/** Every report field's column: the header people read, and the value in the units the product shows (spec 1 §9). */
const COLUMNS: Record<PositionReportField, Column> = {
  device_name: { header: () => 'Tracker', value: (r) => r.deviceName },
  serial: { header: () => 'Serial', value: (r) => r.serial },
  imei: { header: () => 'IMEI', value: (r) => r.imei },
  fix_time: {
    header: (z) => `Fix time (${zoneLabel(z)})`,
    value: (r, z) => formatTime(r.position.fixTime, z),
  },
  server_time: {
    header: (z) => `Received (${zoneLabel(z)})`,
    value: (r, z) => formatTime(r.position.serverTime, z),
  },
  latitude: { header: () => 'Latitude', value: (r) => r.position.latitude },
  longitude: { header: () => 'Longitude', value: (r) => r.position.longitude },
  address: { header: () => 'Address', value: (r) => r.position.address },
  speed: {
    header: () => 'Speed (mph)',
    value: (r) => (r.position.speed === null ? null : round(mpsToMph(r.position.speed), 1)),
  },
  course: { header: () => 'Course (°)', value: (r) => round(r.position.course, 0) },
  altitude: { header: () => 'Altitude (m)', value: (r) => round(r.position.altitude, 1) },
  battery: { header: () => 'Battery (%)', value: (r) => r.position.battery },
  charging: { header: () => 'Charging', value: (r) => r.position.charging },
  low_battery: { header: () => 'Low battery', value: (r) => r.position.lowBattery },
  sos: { header: () => 'SOS', value: (r) => r.position.sos },
  overspeed: { header: () => 'Overspeed', value: (r) => r.position.overspeed },
  fix: { header: () => 'Fix', value: (r) => r.position.fix },
  accuracy: { header: () => 'Accuracy (m)', value: (r) => round(r.position.accuracy, 0) },
  valid: { header: () => 'Valid', value: (r) => r.position.valid },
  temperature: {
    header: () => 'Temperature (°F)',
    value: (r) =>
      r.position.temperature === null ? null : round(celsiusToFahrenheit(r.position.temperature), 1),
  },
  humidity: { header: () => 'Humidity (%)', value: (r) => round(r.position.humidity, 1) },
};

/** The header and a row formatter for the chosen fields, in the order the caller chose them. */
export function reportColumns(fields: readonly PositionReportField[], zone: TimeZoneChoice) {
  const chosen = fields.map((f) => COLUMNS[f]);
  return {
    header: chosen.map((c) => c.header(zone)),
    row: (r: ReportRow) => chosen.map((c) => c.value(r, zone)),
  };
}
