import { isSettingOn, TRACKER_LIST_TEXTS } from '@lodestar/contracts';
import { isB2B } from '@lodestar/domain';
import { Alert, Center, CloseButton, Group, Loader, Stack, TextInput, Title } from '@mantine/core';
import { useControlsRange } from '../hooks/use-controls-range.ts';
import type { TrackerListScreenState } from '../hooks/use-tracker-list-screen.ts';
import { ControlsRange } from './controls-range.tsx';
import { SelectionBar } from './selection-bar.tsx';
import { TrackerList } from './tracker-list.tsx';
import { ListTypeSwitch, TrackerGroupTabs } from './tracker-list-tabs.tsx';
import classes from './tracker-list-screen.module.css';
import { TrackerListToolbar } from './tracker-list-toolbar.tsx';
import { TrackersEmpty } from './trackers-empty.tsx';

/** The left pane of the tracker list screen: tabs, search, toolbar, select-all and the virtualised rows. */
export function TrackerListPane({ state }: { state: TrackerListScreenState }) {
  const { account, search, selection } = state;
  const controlsOn = account !== null && isSettingOn(account, 'controls_available');
  // one period for the toolbar's History picker and the selection's position download
  const [controlsRange, setControlsRange] = useControlsRange();

  return (
    <section
      className={classes.listPane}
      aria-labelledby="tracker-list-title"
      // opening a tracker right after typing: the search still waiting would replace that navigation
      onClickCapture={(event) => {
        if ((event.target as Element).closest('a')) search.dropPending();
      }}
    >
      <Stack className={classes.listHeader} gap="xs">
        {isB2B(account) && <TrackerGroupTabs />}
        <Group justify="space-between" align="center" wrap="nowrap">
          <Title order={1} size="h3" id="tracker-list-title">
            Trackers
          </Title>
          <ListTypeSwitch value={state.listType} onChange={state.setListType} />
        </Group>
        <TextInput
          size="xs"
          placeholder={TRACKER_LIST_TEXTS.searchPlaceholder}
          aria-label="Search trackers"
          value={search.text}
          onChange={(event) => search.change(event.currentTarget.value)}
          rightSection={
            search.text !== '' ? (
              <CloseButton size="xs" aria-label="Clear search" onClick={() => search.change('')} />
            ) : null
          }
        />
        {account && (
          <TrackerListToolbar
            accountId={account.id}
            refreshing={state.refreshing}
            onRefresh={state.refresh}
            autoRefresh={state.autoRefresh}
            onAutoRefresh={state.setAutoRefresh}
            filters={state.filters.draft}
            onFilters={state.filters.setDraft}
            groupFilter={state.groupFilter}
            listParams={state.listParams}
            controls={
              controlsOn ? (
                <ControlsRange account={account} value={controlsRange} onChange={setControlsRange} />
              ) : undefined
            }
          />
        )}
        {account && (
          <SelectionBar
            accountId={account.id}
            total={state.visible.length}
            selected={selection.selected}
            allChecked={selection.allChecked}
            someChecked={selection.someChecked}
            onToggleAll={selection.toggleAll}
            onClear={selection.clear}
            mapOnlySelected={state.mapOnlySelected}
            onMapOnlySelected={state.setMapOnlySelected}
            period={controlsOn ? controlsRange : undefined}
          />
        )}
      </Stack>
      <div className={classes.listBody}>
        {state.loading && (
          <Center py="xl">
            <Loader aria-label="Loading trackers" />
          </Center>
        )}
        {state.failed && (
          <Alert color="red" m="md">
            The trackers could not be loaded.
          </Alert>
        )}
        {!state.loading && !state.failed && (
          <TrackerList
            trackers={state.visible}
            account={account}
            checked={selection.checked}
            onToggle={selection.toggle}
            empty={<TrackersEmpty type={state.listType} narrowed={state.narrowed} />}
          />
        )}
      </div>
    </section>
  );
}
