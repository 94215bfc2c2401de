import { HISTORY_TEXTS } from '@lodestar/contracts';
import { markerColour } from '@lodestar/domain';
import { Box } from '@mantine/core';
import { messageOf } from '../../../api/api-error.ts';
import { useNow } from '../../../hooks/use-now.ts';
import { LazyTrackerHistoryMap } from '../../../map/lazy-tracker-history-map.tsx';
import { useHistoryPath } from '../api/get-history-positions.ts';
import { useHistoryStops } from '../api/get-history-stops.ts';
import { useHistoryTracker } from '../api/get-history-tracker.ts';
import { historyQueryPeriod, useHistoryRange } from '../hooks/use-history-range.ts';

export interface TrackerHistoryMapProps {
  accountId: number;
  deviceId: number;
}

/**
 * The tracker's history on the map (spec 1 §2.5 single mode): the period's path coloured by speed, its stops
 * and the current position in its marker colour. Fills its parent, which must have a height.
 */
export function TrackerHistoryMap({ accountId, deviceId }: TrackerHistoryMapProps) {
  const range = useHistoryRange();
  const { from, to } = historyQueryPeriod(range);
  const path = useHistoryPath(accountId, deviceId, from, to);
  // stops are asked for once the path is in: on an embedded database the two reads would take turns, and the
  // path is what the map draws first
  const stops = useHistoryStops(accountId, deviceId, from, to, !path.isPending);
  const tracker = useHistoryTracker(accountId, deviceId);
  const now = useNow();
  const current = tracker.data?.current_position ?? null;
  const colour = current ? markerColour(current, tracker.data?.expected_report_minutes ?? 0, now) : 'blue';

  return (
    <Box pos="relative" h="100%" mih={320}>
      <LazyTrackerHistoryMap
        path={path.data}
        stops={stops.data ?? []}
        stopsFailed={stops.isError}
        current={current}
        currentColour={colour}
        periodKey={`${from}/${to ?? 'now'}`}
        pathIsCurrent={!path.isPlaceholderData}
        loadError={path.isError ? messageOf(path.error, HISTORY_TEXTS.loadFailed) : null}
      />
    </Box>
  );
}
