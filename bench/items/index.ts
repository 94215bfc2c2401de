import type { BenchItem } from '../registry.ts';
import { billingRenewalSweep } from './billing-renewal-sweep.ts';
import { browserBaseMap } from './browser-base-map.ts';
import { browserFirstRender } from './browser-first-render.ts';
import { browserGeofencesDraw } from './browser-geofences-draw.ts';
import { browserHistoryDraw } from './browser-history-draw.ts';
import { browserLiveUpdates } from './browser-live-updates.ts';
import { currentPositions } from './current-positions.ts';
import { dwellAlertJob } from './dwell-alert-job.ts';
import { dwellDevices } from './dwell-devices.ts';
import { dwellList } from './dwell-list.ts';
import { groupsCreate } from './groups-create.ts';
import { groupsDetailsOpen } from './groups-details-open.ts';
import { groupsMapFilter } from './groups-map-filter.ts';
import { httpBaseline } from './http-baseline.ts';
import { historyPositions90Days, historyStops90Days } from './history-90-days.ts';
import { ingestThroughput } from './ingest-throughput.ts';
import { publicReport90Days, reportDetails90Days, reportPdf90Days } from './report-90-days.ts';
import { ingestGeofences } from './ingest-geofences.ts';
import { ingestShipments } from './ingest-shipments.ts';
import { ingestSimIccid } from './ingest-sim-iccid.ts';
import { ingestRules } from './ingest-rules.ts';
import { ruleWebhookLatency } from './rule-webhook-latency.ts';
import { shipmentList } from './shipment-list.ts';
import { socketLatency } from './socket-latency.ts';
import { startFirst, startLater } from './start-time.ts';
import { trips90Days } from './trips-90-days.ts';

/**
 * The server bench items, run in this order against each database (the baseline first: later items report
 * ratios to it). The web items (first clustered render, history drawing, bundle size; Chromium) will be a
 * second list run once against the built app.
 */
export const SERVER_ITEMS: BenchItem[] = [
  httpBaseline,
  ingestThroughput,
  currentPositions,
  socketLatency,
  historyPositions90Days,
  historyStops90Days,
  // issue 31: trips over the same 90 days
  trips90Days,
  // issue 27: reports over the same 90 days of history
  reportDetails90Days,
  publicReport90Days,
  reportPdf90Days,
  // last: its groups are deleted again, but nothing before it should see them
  groupsCreate,
  // issue 17: makes 10,000 geofences in the fixture account between two ingest runs, and deletes them again
  ingestGeofences,
  // issue 19: each makes 5,000 shipments in the fixture account and deletes them again
  shipmentList,
  ingestShipments,
  // issue 20: makes 500 rules in the fixture account and deletes them again; then the depot webhook's latency
  ingestRules,
  ruleWebhookLatency,
  // issue 28: the dwell dashboard over an account of its own (1,000 geofences, 10,000 trackers, 90 days of visits)
  dwellList,
  dwellDevices,
  dwellAlertJob,
  // issue 29: the billing lifecycle job over the fixture's 10,000 subscriptions, all due; removed again after
  billingRenewalSweep,
  // issue 30: ingest with every report carrying the SIM's ICCID (the swap watch), ratio to without
  ingestSimIccid,
];

/**
 * The browser items (Chromium driving the built app, measured in the page), run once per `npm run bench`, on
 * PGlite: they measure the web app, which does not depend on the database kind.
 */
export const BROWSER_ITEMS: BenchItem[] = [
  browserFirstRender,
  // issue 26: the bundled base map fully drawn, after the trackers
  browserBaseMap,
  browserLiveUpdates,
  browserHistoryDraw,
  // issue 16: each makes its 10,000-tracker group and deletes it again
  groupsDetailsOpen,
  groupsMapFilter,
  // issue 17: makes 10,000 geofences in the fixture account and deletes them again
  browserGeofencesDraw,
];

/**
 * Items that start servers of their own (start times on a fresh data folder), run once per `npm run bench`, on
 * PGlite: the first start of the embedded database is what they measure.
 */
export const START_ITEMS: BenchItem[] = [startFirst, startLater];
