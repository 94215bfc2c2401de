import { MAP_OVERLAY_TEXTS as TEXTS } from '@lodestar/contracts';
import { LayersGroup, LayersPopover, OverlaySwitch } from './layers-popover.tsx';

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
      <LayersGroup title={TEXTS.overlaysTitle}>
        <OverlaySwitch label={TEXTS.tracks} value={value} field="tracks" onChange={onChange} />
        <OverlaySwitch label={TEXTS.stops} value={value} field="stops" onChange={onChange} />
      </LayersGroup>
    </LayersPopover>
  );
}
