import { THRESHOLDS } from '@lodestar/contracts';
import {
  FILTER_SLIDER_MAX,
  FILTER_SLIDER_MIN,
  hasTrackerFilters,
  NO_TRACKER_FILTERS,
  type TrackerFilters,
} from '@lodestar/domain';
import { Button, Indicator, Popover, Slider, Stack, Switch, Text } from '@mantine/core';
import type { GroupFilterState } from '../hooks/use-group-filter.ts';
import { GroupFilterSelect } from './group-filter-select.tsx';

interface FilterSliderProps {
  label: string;
  unit: string;
  value: number | null;
  /** The value a switched-on filter starts at. */
  start: number;
  onChange: (value: number | null) => void;
}

/** One filter: a switch that turns it on, and its 1-100 slider (spec 1 §5). */
function FilterSlider({ label, unit, value, start, onChange }: FilterSliderProps) {
  return (
    <Stack gap={6}>
      <Switch
        label={value === null ? label : `${label}: ${value} ${unit}`}
        checked={value !== null}
        onChange={(event) => onChange(event.currentTarget.checked ? start : null)}
      />
      <Slider
        min={FILTER_SLIDER_MIN}
        max={FILTER_SLIDER_MAX}
        value={value ?? start}
        disabled={value === null}
        onChange={onChange}
        thumbLabel={label}
        label={(v) => `${v} ${unit}`}
      />
    </Stack>
  );
}

interface TrackerFiltersPopoverProps {
  filters: TrackerFilters;
  onChange: (filters: TrackerFilters) => void;
  /** The group filter of a business account (issue 16); absent for others, who have no groups. */
  groupFilter?: GroupFilterState;
}

/**
 * The Filters button and its filters: the account's groups (business accounts), days without movement and
 * battery percent (spec 1 §2.4).
 */
export function TrackerFiltersPopover({ filters, onChange, groupFilter }: TrackerFiltersPopoverProps) {
  const groupsOn = (groupFilter?.groupIds.length ?? 0) > 0;
  const active = hasTrackerFilters(filters) || groupsOn;
  const clear = () => {
    onChange(NO_TRACKER_FILTERS);
    if (groupsOn) groupFilter?.setGroupIds([]);
  };
  return (
    <Popover width={280} position="bottom-start" shadow="md" trapFocus>
      <Popover.Target>
        <Indicator disabled={!active} size={8} offset={4}>
          <Button variant="default" size="xs">
            Filters
          </Button>
        </Indicator>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="md">
          <FilterSlider
            label="Not moved for at least"
            unit="days"
            value={filters.staleDays}
            start={THRESHOLDS.staleYellowDays}
            onChange={(staleDays) => onChange({ ...filters, staleDays })}
          />
          <FilterSlider
            label="Battery at most"
            unit="%"
            value={filters.batteryPercent}
            start={THRESHOLDS.lowBattery}
            onChange={(batteryPercent) => onChange({ ...filters, batteryPercent })}
          />
          <Text size="xs" c="dimmed">
            Trackers without a position or battery level are hidden while a filter is on.
          </Text>
          {/* after the sliders: the popover focuses its first control, and a focused group search opens its list
              over everything below it */}
          {groupFilter?.enabled && <GroupFilterSelect filter={groupFilter} />}
          <Button variant="subtle" size="xs" disabled={!active} onClick={clear}>
            Clear filters
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
