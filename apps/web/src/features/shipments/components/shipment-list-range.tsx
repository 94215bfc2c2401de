import '@mantine/dates/styles.css';
import { DatePickerInput } from '@mantine/dates';
import { useMemo } from 'react';
import type { ShipmentWindow } from '../api/shipment-list-query.ts';
import { daysOfWindow, shipmentWindowPresets, windowOfDays } from '../hooks/shipment-window-presets.ts';
import { DATE_FORMATS } from '../../../components/date-format.ts';

/**
 * The shipment list's date range (spec 2 §2, §9): a calendar range (Custom Range) or a preset, future days
 * allowed (shipments are planned ahead); whole days in the user's zone.
 */
export function ShipmentListRange({
  value,
  onChange,
}: {
  value: ShipmentWindow;
  onChange: (window: ShipmentWindow) => void;
}) {
  const presets = useMemo(() => shipmentWindowPresets(), []);
  return (
    <DatePickerInput
      type="range"
      size="xs"
      aria-label="Date range"
      valueFormat={DATE_FORMATS.date}
      presets={presets}
      value={daysOfWindow(value)}
      onChange={([first, last]) => {
        if (first && last) onChange(windowOfDays([first, last]));
      }}
      allowSingleDateInRange
      style={{ flex: 1, minWidth: 0 }}
    />
  );
}
