import type { CellTower, PositionNetwork, WifiAccessPoint } from '@lodestar/contracts';
import type { Dropped } from './report-checks.ts';

/**
 * More than this many towers or access points in one report is not a phone or tracker scan (a scan holds a few
 * cells and a few dozen access points); the rest are dropped so one report cannot bloat its row.
 */
export const MAX_NETWORK_ENTRIES = 32;

const INTEGER = /^\d{1,10}$/;
const SIGNAL = /^[+-]?\d{1,4}(\.\d+)?$/;
// twelve hex digits, in pairs joined by ':' or '-', or none
const MAC = /^[0-9a-f]{2}([:-]?)[0-9a-f]{2}(\1[0-9a-f]{2}){4}$/i;

function cellFromText(text: string): CellTower | null {
  const parts = text.split(',');
  if (parts.length !== 4 && parts.length !== 5) return null;
  const [mcc, mnc, lac, cid, rssi] = parts.map((part) => part.trim());
  if (!INTEGER.test(mcc!) || !INTEGER.test(mnc!) || !INTEGER.test(lac!) || !INTEGER.test(cid!)) return null;
  const tower: CellTower = { mcc: Number(mcc), mnc: Number(mnc), lac: Number(lac), cid: Number(cid) };
  if (rssi !== undefined && rssi !== '') {
    if (!SIGNAL.test(rssi)) return null;
    tower.rssi = Number(rssi);
  }
  return tower;
}

/** A MAC address as lower-case aa:bb:cc:dd:ee:ff, whichever separator the tracker used; null when not one. */
export function macAddress(raw: string): string | null {
  const text = raw.trim();
  if (!MAC.test(text)) return null;
  const hex = text.replace(/[:-]/g, '').toLowerCase();
  return hex.match(/../g)!.join(':');
}

function wifiFromText(text: string): WifiAccessPoint | null {
  const [mac, signal, ...rest] = text.split(',');
  const address = macAddress(mac ?? '');
  if (!address || rest.length) return null;
  const point: WifiAccessPoint = { macAddress: address };
  if (signal !== undefined && signal.trim() !== '') {
    if (!SIGNAL.test(signal.trim())) return null;
    point.signalStrength = Number(signal);
  }
  return point;
}

function collect<T>(
  values: readonly string[],
  read: (text: string) => T | null,
  field: string,
  dropped: Dropped,
): T[] {
  const out: T[] = [];
  for (const value of values) {
    if (value.trim() === '') continue;
    const entry = out.length < MAX_NETWORK_ENTRIES ? read(value) : null;
    if (entry) out.push(entry);
    else dropped.push(field);
  }
  return out;
}

const asList = (value: string | readonly string[] | undefined): readonly string[] =>
  value === undefined ? [] : typeof value === 'string' ? [value] : value;

/**
 * The OsmAnd protocol's `cell=mcc,mnc,lac,cid[,rssi]` and `wifi=mac,rssi` parameters, every repeat kept; an
 * entry that cannot be read is dropped (noted as `cell` or `wifi`). Null when the report carried none.
 */
export function networkFromQuery(
  cells: string | readonly string[] | undefined,
  wifis: string | readonly string[] | undefined,
  dropped: Dropped,
): PositionNetwork | null {
  if (cells === undefined && wifis === undefined) return null;
  return networkOf(
    collect(asList(cells), cellFromText, 'cell', dropped),
    collect(asList(wifis), wifiFromText, 'wifi', dropped),
  );
}

/** The network with only its non-empty lists; null when both are empty. */
export function networkOf(
  cellTowers: CellTower[],
  wifiAccessPoints: WifiAccessPoint[],
): PositionNetwork | null {
  if (!cellTowers.length && !wifiAccessPoints.length) return null;
  return {
    ...(cellTowers.length && { cellTowers }),
    ...(wifiAccessPoints.length && { wifiAccessPoints }),
  };
}

const record = (value: unknown): Record<string, unknown> | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
const wholeNumber = (value: unknown): number | null =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : null;
const signalOf = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) < 1000 ? value : undefined;

function cellFromJson(value: unknown): CellTower | null {
  const cell = record(value);
  if (!cell) return null;
  const mcc = wholeNumber(cell.mobileCountryCode ?? cell.mcc);
  const mnc = wholeNumber(cell.mobileNetworkCode ?? cell.mnc);
  const lac = wholeNumber(cell.locationAreaCode ?? cell.lac);
  const cid = wholeNumber(cell.cellId ?? cell.cid);
  if (mcc === null || mnc === null || lac === null || cid === null) return null;
  const rssi = signalOf(cell.signalStrength ?? cell.rssi);
  return { mcc, mnc, lac, cid, ...(rssi !== undefined && { rssi }) };
}

function wifiFromJson(value: unknown): WifiAccessPoint | null {
  const point = record(value);
  const address = typeof point?.macAddress === 'string' ? macAddress(point.macAddress) : null;
  if (!address) return null;
  const signalStrength = signalOf(point!.signalStrength);
  return { macAddress: address, ...(signalStrength !== undefined && { signalStrength }) };
}

function collectJson<T>(
  value: unknown,
  read: (entry: unknown) => T | null,
  field: string,
  dropped: Dropped,
): T[] {
  if (value === null || value === undefined) return [];
  if (!Array.isArray(value)) {
    dropped.push(field);
    return [];
  }
  const out: T[] = [];
  for (const entry of value) {
    const read1 = out.length < MAX_NETWORK_ENTRIES ? read(entry) : null;
    if (read1) out.push(read1);
    else dropped.push(field);
  }
  return out;
}

/**
 * A network in the Google Geolocation request shape, which Traccar's position forward also uses
 * ({ cellTowers: [{ mobileCountryCode, mobileNetworkCode, locationAreaCode, cellId, signalStrength }],
 * wifiAccessPoints: [{ macAddress, signalStrength }] }); our own short names (mcc, mnc, lac, cid, rssi) are read
 * too. Unreadable entries are dropped under `field`.
 */
export function networkFromJson(value: unknown, field: string, dropped: Dropped): PositionNetwork | null {
  if (value === null || value === undefined) return null;
  const network = record(value);
  if (!network) {
    dropped.push(field);
    return null;
  }
  return networkOf(
    collectJson(network.cellTowers, cellFromJson, `${field}.cellTowers`, dropped),
    collectJson(network.wifiAccessPoints, wifiFromJson, `${field}.wifiAccessPoints`, dropped),
  );
}
