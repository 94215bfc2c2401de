import { Box, SegmentedControl } from '@mantine/core';
import { useMemo, useState } from 'react';
import { LazyTrackersMap } from '../../../map/lazy-trackers-map.tsx';
import type { TrackersMapSources } from '../../../map/trackers-map-sources.ts';
import { useTrackerListScreen } from '../hooks/use-tracker-list-screen.ts';
import { GroupFilterSelect } from './group-filter-select.tsx';
import { TrackerListPane } from './tracker-list-pane.tsx';
import classes from './tracker-list-screen.module.css';

type MobileTab = 'list' | 'map';

const TABS = [
  { value: 'list', label: 'List' },
  { value: 'map', label: 'Map' },
];

/**
 * The tracker list screen (spec 1 §2.4): the list on the left and the map on the right; one at a time on
 * phones, where the map is the default. The map shows what the list shows (search, groups and filters applied),
 * or only the checked trackers when the user asks for that. The group filter is also in the map's Layers
 * dropdown, bound to the same choice, so a phone showing only the map can filter it by group too. The map's
 * geofence, track and stop overlays get their data from `mapSources`, composed in by the app.
 */
export function TrackerListScreen({ mapSources }: { mapSources: TrackersMapSources }) {
  const [tab, setTab] = useState<MobileTab>('map');
  const state = useTrackerListScreen();
  const { groupFilter } = state;
  const mapGroupFilter = useMemo(
    () =>
      groupFilter.enabled ? (
        <Box w={220} role="group" aria-label="Filter Groups">
          <GroupFilterSelect filter={groupFilter} />
        </Box>
      ) : undefined,
    [groupFilter],
  );

  return (
    <div className={classes.screen}>
      <div className={classes.panes} data-tab={tab}>
        <div className={classes.toggle}>
          <SegmentedControl
            fullWidth
            aria-label="Show"
            data={TABS}
            value={tab}
            onChange={(value) => setTab(value as MobileTab)}
          />
        </div>
        <TrackerListPane state={state} />
        <section className={classes.mapPane} aria-label="Map">
          <LazyTrackersMap
            devices={state.mapTrackers}
            filterKey={state.mapFilterKey}
            extraFilters={mapGroupFilter}
            sources={mapSources}
          />
        </section>
      </div>
    </div>
  );
}
