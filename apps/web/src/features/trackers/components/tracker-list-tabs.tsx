import { pathTo, TRACKER_LIST_TEXTS } from '@lodestar/contracts';
import { SegmentedControl, Tabs } from '@mantine/core';
import { useNavigate } from 'react-router';
import type { TrackerListType } from '../hooks/use-tracker-list.ts';

/**
 * 'All Trackers' / 'Groups' (spec 1 §2.4, business variant only): Groups navigates to the group list.
 */
export function TrackerGroupTabs() {
  const navigate = useNavigate();
  return (
    <Tabs
      value="allTrackers"
      onChange={(value) => {
        if (value === 'groups') void navigate(pathTo('GroupListView'));
      }}
    >
      <Tabs.List>
        <Tabs.Tab value="allTrackers">{TRACKER_LIST_TEXTS.allTrackersTab}</Tabs.Tab>
        <Tabs.Tab value="groups">{TRACKER_LIST_TEXTS.groupsTab}</Tabs.Tab>
      </Tabs.List>
    </Tabs>
  );
}

const LIST_TYPES = [
  { value: 'general', label: TRACKER_LIST_TEXTS.generalList },
  { value: 'archived', label: TRACKER_LIST_TEXTS.archivedList },
];

/** General or archived trackers (spec 1 §2.4 list types). */
export function ListTypeSwitch({
  value,
  onChange,
}: {
  value: TrackerListType;
  onChange: (v: TrackerListType) => void;
}) {
  return (
    <SegmentedControl
      size="xs"
      aria-label="List type"
      data={LIST_TYPES}
      value={value}
      onChange={(v) => onChange(v as TrackerListType)}
    />
  );
}
