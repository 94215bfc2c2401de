import type { ReportEvent, ReportPosition, ReportSummary, Stop } from '@lodestar/contracts';
import type { BaseMapReader } from '../../../integrations/base-map/base-map-reader.ts';

/** Units a report is shown in: miles, mph and feet, or kilometres, km/h and metres. */
export type ReportUnits = 'imperial' | 'metric';

/** Everything a report's PDF shows. The positions are streamed: 90 days of 1-minute fixes never sit in memory. */
export interface ReportPdfInput {
  /** The product's name (the brand's header) and the account's title. */
  brand: { product: string; account: string };
  tracker: { name: string; serial: string | null };
  period: { from: Date; to: Date };
  /** IANA time zone every time is written in. */
  zone: string;
  units: ReportUnits;
  summary: ReportSummary;
  /** In time order; numbered 1.. on the map and in the stops table. */
  stops: Stop[];
  events: ReportEvent[];
  /**
   * The period's positions in time order, read from the start each call: once for the map's path, once for the
   * positions table (which stops reading at the limit).
   */
  positions: () => AsyncIterable<ReportPosition>;
  /**
   * The same positions' places only, [lng, lat] in time order, for the map's path: a cheaper read than whole
   * positions where the source can give it. Defaults to positions()' locations.
   */
  locations?: () => AsyncIterable<[number, number]>;
  /** How many positions() yields: the pages are planned from it, so 'Page x of y' needs no buffered pages. */
  positionsTotal: number;
  /** Where the tracker was last seen before the period, [lng, lat]: the map of a period without positions. */
  lastKnownLocation?: [number, number] | null;
  /** The offline base map; null or absent draws the map on a plain background. */
  baseMap?: BaseMapReader | null;
  generatedAt: Date;
  /** Rows of the positions table; REPORT_PDF_POSITIONS_LIMIT unless given (tests give a small one). */
  positionsLimit?: number;
}
