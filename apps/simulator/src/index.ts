// The fleet simulator: simulated tracker lives, the OsmAnd sender, the in-process demo and the load driver.
export {
  startDemoSimulator,
  type DemoSimulator,
  type DemoSimulatorOptions,
  type SimulatorLog,
} from './demo-simulator.ts';
export type { IccidSource } from './iccid-refresh.ts';
export { demoTrackerSpec, demoModelType } from './demo-layout.ts';
export { TrackerLife, type TrackerState } from './tracker-life.ts';
export { reportAt, reportsBetween, HISTORY_CADENCE, type Cadence, type SimulatedReport } from './report.ts';
export { osmandQuery } from './osmand-query.ts';
export { createOsmandSender, type OsmandSender, type SendResult } from './osmand-sender.ts';
export { runLoad, type LoadOptions, type LoadTotals } from './load-driver.ts';
export { fleetIdentifiers, lifeQueries, loadSpecs } from './load-fleet.ts';
export { isModelType, MODEL_TYPES, type ModelType, type Role, type TrackerSpec } from './tracker-spec.ts';
export { ACCURACY_METRES, type FixType } from './fix.ts';
export {
  anchorInReach,
  BLE_REACH_METRES,
  DEMO_ANCHOR_LAYOUT,
  demoBleAnchors,
  type BleAnchor,
} from './ble-anchors.ts';
