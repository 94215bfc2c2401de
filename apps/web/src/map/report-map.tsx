import type { HistoryPath, ReportEvent, Stop } from '@lodestar/contracts';
import { ReportEventsLayer } from './layers/report-events-layer.tsx';
import TrackerHistoryMap from './tracker-history-map.tsx';

export interface ReportMapProps {
  /** The report's fixes as path columns; undefined while they load. */
  path: HistoryPath | undefined;
  stops: readonly Stop[];
  events: readonly ReportEvent[];
  /** Fits the map once per report. */
  reportKey: string;
  /** The path could not be loaded: shown on the map. */
  loadError: string | null;
}

/**
 * A report's map (spec 2 §2): the tracker history's single mode for the report's period (the path coloured by
 * speed, the stops coloured by radius) with the period's events as markers. No current position: a report is a
 * period, not the tracker now. Its own chunk, sharing MapLibre with the other maps.
 */
export default function ReportMap({ path, stops, events, reportKey, loadError }: ReportMapProps) {
  return (
    <TrackerHistoryMap
      path={path}
      stops={stops}
      stopsFailed={false}
      current={null}
      currentColour="blue"
      periodKey={reportKey}
      pathIsCurrent
      loadError={loadError}
      markerLegend={false}
    >
      <ReportEventsLayer events={events} />
    </TrackerHistoryMap>
  );
}
