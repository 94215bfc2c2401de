import { isSettingOn, type Account } from '@lodestar/contracts';
import { DateRangePicker } from '../../../components/date-range/date-range-picker.tsx';
import { useControlsRange } from '../hooks/use-controls-range.ts';

/**
 * The toolbar's 'controls' history period, for accounts with controls_available (spec 1 §2.4). It is chosen
 * and remembered here; the map's history paths will read it when they arrive.
 */
export function ControlsRange({ account }: { account: Account }) {
  const [range, setRange] = useControlsRange();
  return (
    <DateRangePicker
      label="History"
      value={range}
      onChange={setRange}
      unlimited={isSettingOn(account, 'unlimited_date_selection')}
    />
  );
}
