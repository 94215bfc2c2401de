import { Alert, Center, Group, Loader, SegmentedControl, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { LazyTrackersMap } from '../../../map/lazy-trackers-map.tsx';
import { useTrackerList } from '../hooks/use-tracker-list.ts';
import { TrackerList } from './tracker-list.tsx';
import classes from './tracker-list-screen.module.css';

type MobileTab = 'list' | 'map';

const TABS = [
  { value: 'list', label: 'List' },
  { value: 'map', label: 'Map' },
];

/** The tracker list screen (spec 1 §2.4): the list on the left and the map on the right; one at a time on phones. */
export function TrackerListScreen() {
  const { account, data: trackers, isPending, isError } = useTrackerList();
  const [tab, setTab] = useState<MobileTab>('map');
  const loading = account !== null && isPending;

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
        <section className={classes.listPane} aria-labelledby="tracker-list-title">
          <Group className={classes.listHeader} justify="space-between" align="baseline">
            <Title order={1} size="h3" id="tracker-list-title">
              Trackers
            </Title>
            {trackers && (
              <Text size="sm" c="dimmed">
                {trackers.length} {trackers.length === 1 ? 'tracker' : 'trackers'}
              </Text>
            )}
          </Group>
          <div className={classes.listBody}>
            {loading && (
              <Center py="xl">
                <Loader aria-label="Loading trackers" />
              </Center>
            )}
            {isError && (
              <Alert color="red" m="md">
                The trackers could not be loaded.
              </Alert>
            )}
            {!loading && !isError && <TrackerList trackers={trackers ?? []} account={account} />}
          </div>
        </section>
        <section className={classes.mapPane} aria-label="Map">
          <LazyTrackersMap devices={trackers ?? NO_TRACKERS} />
        </section>
      </div>
    </div>
  );
}

const NO_TRACKERS: never[] = [];
