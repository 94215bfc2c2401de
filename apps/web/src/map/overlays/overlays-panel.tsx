import { MAP_OVERLAY_TEXTS as TEXTS, type FixType } from '@lodestar/contracts';
import { Checkbox, Divider } from '@mantine/core';
import type { ReactNode } from 'react';
import { LayersGroup, LayersPopover, OverlaySwitch } from './layers-popover.tsx';
import { FIX_TYPES, type MapOverlays } from '../map-overlays.ts';

interface OverlaysPanelProps {
  value: MapOverlays;
  onChange: (next: MapOverlays) => void;
  /** The tracker whose day 'Show tracks' and 'Show stops' draw (the last one clicked, or the one in focus). */
  trackerName: string | null;
  /** Further filters the screen gives the map (the tracker list's group filter), below the fix types. */
  extraFilters?: ReactNode;
}

/**
 * The map's overlays and fix type filter (spec 1 §2.5), behind a 'Layers' button on the map. Tracks and stops
 * are one tracker's: under each box a line names that tracker, or, before one is chosen, says to click one (the
 * boxes are disabled then, with the reason beside them rather than in a tooltip).
 */
export function OverlaysPanel({ value, onChange, trackerName, extraFilters }: OverlaysPanelProps) {
  const toggleFix = (fix: FixType, on: boolean) => {
    const shownFixes = new Set(value.shownFixes);
    if (on) shownFixes.add(fix);
    else shownFixes.delete(fix);
    onChange({ ...value, shownFixes });
  };
  const whose = trackerName === null ? TEXTS.needsTracker : `${TEXTS.trackerToday} ${trackerName}`;
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
        <OverlaySwitch label={TEXTS.geofences} value={value} field="geofences" onChange={onChange} />
        <OverlaySwitch
          label={TEXTS.tracks}
          value={value}
          field="tracks"
          onChange={onChange}
          disabled={trackerName === null}
          description={whose}
        />
        <OverlaySwitch
          label={TEXTS.stops}
          value={value}
          field="stops"
          onChange={onChange}
          disabled={trackerName === null}
          description={whose}
        />
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
