import { MAP_OVERLAY_TEXTS as TEXTS, type FixType } from '@lodestar/contracts';
import { Checkbox, Divider, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { LayersGroup, LayersPopover, OverlaySwitch } from './layers-popover.tsx';
import { FIX_TYPES, type MapOverlays } from '../map-overlays.ts';

interface OverlaysPanelProps {
  value: MapOverlays;
  onChange: (next: MapOverlays) => void;
  /** Further filters the screen gives the map (the tracker list's group filter), below the fix types. */
  extraFilters?: ReactNode;
}

/**
 * Geofences, tracks and stops have no data on the server yet, so their boxes are shown disabled with a tooltip
 * saying when they arrive, rather than left out or switching nothing on (docs/decisions/0011-map-overlays.md).
 */
function LaterOverlay({ label, tooltip }: { label: string; tooltip: string }) {
  return (
    <Tooltip label={tooltip} position="left" withArrow>
      <div>
        <Checkbox size="xs" label={label} disabled checked={false} onChange={() => undefined} />
      </div>
    </Tooltip>
  );
}

/** The map's overlays and fix type filter (spec 1 §2.5), behind a 'Layers' button on the map. */
export function OverlaysPanel({ value, onChange, extraFilters }: OverlaysPanelProps) {
  const toggleFix = (fix: FixType, on: boolean) => {
    const shownFixes = new Set(value.shownFixes);
    if (on) shownFixes.add(fix);
    else shownFixes.delete(fix);
    onChange({ ...value, shownFixes });
  };
  return (
    <LayersPopover>
      <LayersGroup title={TEXTS.overlaysTitle}>
        <OverlaySwitch
          label={TEXTS.currentLocation}
          value={value}
          field="currentLocation"
          onChange={onChange}
        />
        <OverlaySwitch label={TEXTS.accuracyCell} value={value} field="accuracyCell" onChange={onChange} />
        <OverlaySwitch label={TEXTS.accuracyWifi} value={value} field="accuracyWifi" onChange={onChange} />
        <LaterOverlay label={TEXTS.geofences} tooltip={TEXTS.geofencesLater} />
        <LaterOverlay label={TEXTS.tracks} tooltip={TEXTS.historyLater} />
        <LaterOverlay label={TEXTS.stops} tooltip={TEXTS.historyLater} />
      </LayersGroup>
      <Divider my="xs" />
      <LayersGroup title={TEXTS.fixTypesTitle}>
        {FIX_TYPES.map((fix) => (
          <Checkbox
            key={fix}
            size="xs"
            label={TEXTS.fixTypes[fix]}
            checked={value.shownFixes.has(fix)}
            onChange={(e) => toggleFix(fix, e.currentTarget.checked)}
          />
        ))}
      </LayersGroup>
      {extraFilters && (
        <>
          <Divider my="xs" />
          {extraFilters}
        </>
      )}
    </LayersPopover>
  );
}
