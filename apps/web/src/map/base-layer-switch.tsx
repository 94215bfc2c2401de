import { TRACKER_TEXTS } from '@lodestar/contracts';
import { SegmentedControl } from '@mantine/core';
import type { BaseLayer } from './layers/base-layers.tsx';

const OPTIONS = [
  { value: 'map', label: TRACKER_TEXTS.baseMap },
  { value: 'satellite', label: TRACKER_TEXTS.baseSatellite },
];

/** The map / satellite switch (spec 1 §2.5), shown only when satellite tiles are configured. */
export function BaseLayerSwitch({
  value,
  onChange,
}: {
  value: BaseLayer;
  onChange: (base: BaseLayer) => void;
}) {
  return (
    <SegmentedControl
      aria-label="Base map"
      size="xs"
      data={OPTIONS}
      value={value}
      onChange={(next) => onChange(next as BaseLayer)}
      style={{ position: 'absolute', top: 10, left: 10, zIndex: 2, boxShadow: 'var(--mantine-shadow-sm)' }}
    />
  );
}
