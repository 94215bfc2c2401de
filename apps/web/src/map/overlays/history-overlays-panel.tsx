import { MAP_OVERLAY_TEXTS as TEXTS } from '@lodestar/contracts';
import { Checkbox, Stack, Text } from '@mantine/core';
import { LayersPopover } from './layers-popover.tsx';

/** The history map's overlays (spec 1 §2.5 'Show tracks', 'Show stops'), both on when the screen opens. */
export interface HistoryOverlays {
  tracks: boolean;
  stops: boolean;
}

export const DEFAULT_HISTORY_OVERLAYS: HistoryOverlays = { tracks: true, stops: true };

interface HistoryOverlaysPanelProps {
  value: HistoryOverlays;
  onChange: (next: HistoryOverlays) => void;
}

/** Switches the path and the stops of the tracker history map, behind a 'Layers' button on the map. */
export function HistoryOverlaysPanel({ value, onChange }: HistoryOverlaysPanelProps) {
  return (
    <LayersPopover>
      <Stack gap={6} role="group" aria-label={TEXTS.overlaysTitle}>
        <Text size="xs" fw={700}>
          {TEXTS.overlaysTitle}
        </Text>
        <Checkbox
          size="xs"
          label={TEXTS.tracks}
          checked={value.tracks}
          onChange={(e) => onChange({ ...value, tracks: e.currentTarget.checked })}
        />
        <Checkbox
          size="xs"
          label={TEXTS.stops}
          checked={value.stops}
          onChange={(e) => onChange({ ...value, stops: e.currentTarget.checked })}
        />
      </Stack>
    </LayersPopover>
  );
}
