import { pathTo, TRACKER_LIST_TEXTS } from '@lodestar/contracts';
import { Tabs } from '@mantine/core';
import { useNavigate } from 'react-router';

/**
 * 'All Trackers' / 'Groups' (spec 1 §2.4) on the group list, with Groups chosen, so the user can go back to
 * the tracker list the same way they came. The tracker list has its own copy: features do not import each other.
 */
export function GroupTabs() {
  const navigate = useNavigate();
  return (
    <Tabs
      value="groups"
      onChange={(value) => {
        if (value === 'allTrackers') void navigate(pathTo('DeviceListView'));
      }}
    >
      <Tabs.List>
        <Tabs.Tab value="allTrackers">{TRACKER_LIST_TEXTS.allTrackersTab}</Tabs.Tab>
        <Tabs.Tab value="groups">{TRACKER_LIST_TEXTS.groupsTab}</Tabs.Tab>
      </Tabs.List>
    </Tabs>
  );
}
