import { z } from 'zod';

/**
 * A mobile cell a tracker heard, as the OsmAnd protocol's `cell=mcc,mnc,lac,cid[,rssi]` sends it: mobile country
 * and network codes, location area code, cell id and the signal in dBm when known.
 */
export const cellTower = z.object({
  mcc: z.number().int(),
  mnc: z.number().int(),
  lac: z.number().int(),
  cid: z.number().int(),
  rssi: z.number().optional(),
});
export type CellTower = z.infer<typeof cellTower>;

/** A wifi access point a tracker heard (`wifi=mac,rssi`): its MAC address as aa:bb:cc:dd:ee:ff, signal in dBm. */
export const wifiAccessPoint = z.object({
  macAddress: z.string(),
  signalStrength: z.number().optional(),
});
export type WifiAccessPoint = z.infer<typeof wifiAccessPoint>;

/**
 * The radio networks a report carried, kept as sent so a position can be placed (or placed again) from them;
 * a list is absent when the report had none.
 */
export const positionNetwork = z.object({
  cellTowers: z.array(cellTower).optional(),
  wifiAccessPoints: z.array(wifiAccessPoint).optional(),
});
export type PositionNetwork = z.infer<typeof positionNetwork>;
