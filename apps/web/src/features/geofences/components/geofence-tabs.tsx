import { GEOFENCE_SCREEN_TEXTS, ROUTES } from '@lodestar/contracts';
import { Tabs } from '@mantine/core';
import { useNavigate } from 'react-router';

/**
 * The anchor list's address, from the route table by name: the anchors feature adds its view there
 * ('AnchorListView'), and until it has, the tab is shown disabled rather than leading nowhere.
 */
const anchorListPath = (ROUTES as Record<string, string>).AnchorListView;

/** 'Geofences' / 'BLE Anchors' (spec 1 §2.8); the anchor tab only for accounts with the BLE feature. */
export function GeofenceTabs({ showAnchors }: { showAnchors: boolean }) {
  const navigate = useNavigate();
  return (
    <Tabs
      value="geofences"
      onChange={(value) => {
        if (value === 'anchors' && anchorListPath) void navigate(anchorListPath);
      }}
    >
      <Tabs.List>
        <Tabs.Tab value="geofences">{GEOFENCE_SCREEN_TEXTS.geofencesTab}</Tabs.Tab>
        {showAnchors && (
          <Tabs.Tab value="anchors" disabled={!anchorListPath}>
            {GEOFENCE_SCREEN_TEXTS.anchorsTab}
          </Tabs.Tab>
        )}
      </Tabs.List>
    </Tabs>
  );
}
