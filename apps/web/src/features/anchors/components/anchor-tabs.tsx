import { ANCHOR_TEXTS, pathTo } from '@lodestar/contracts';
import { Tabs } from '@mantine/core';
import { useNavigate } from 'react-router';

/**
 * 'Geofences' / 'BLE Anchors' (spec 1 §2.8) on the anchor list, with BLE Anchors chosen, so the user goes back
 * the way they came. The geofence list has its own copy: features do not import each other.
 */
export function AnchorTabs() {
  const navigate = useNavigate();
  return (
    <Tabs
      value="anchors"
      onChange={(value) => {
        if (value === 'geofences') void navigate(pathTo('GeofenceListView'));
      }}
    >
      <Tabs.List>
        <Tabs.Tab value="geofences">Geofences</Tabs.Tab>
        <Tabs.Tab value="anchors">{ANCHOR_TEXTS.tab}</Tabs.Tab>
      </Tabs.List>
    </Tabs>
  );
}
