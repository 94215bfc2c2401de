import { isSettingOn, type Account } from '@lodestar/contracts';
import { DateRangePicker } from '../../../components/date-range/date-range-picker.tsx';
import type { DateRange } from '../../../components/date-range/date-range-limits.ts';

interface ControlsRangeProps {
  account: Account;
  value: DateRange;
  onChange: (range: DateRange) => void;
}

/**
 * The toolbar's 'controls' history period, for accounts with controls_available (spec 1 §2.4). The list pane
 * keeps it (hooks/use-controls-range.ts), so the selection's 'Download positions' covers the same period.
 */
export function ControlsRange({ account, value, onChange }: ControlsRangeProps) {
  return (
    <DateRangePicker
      label="History"
      value={value}
      onChange={onChange}
      unlimited={isSettingOn(account, 'unlimited_date_selection')}
    />
  );
}
