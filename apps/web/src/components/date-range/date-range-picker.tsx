import '@mantine/dates/styles.css';
import { TIMING, TRACKER_LIST_TEXTS } from '@lodestar/contracts';
import { Alert, Button, Popover, SegmentedControl, Stack } from '@mantine/core';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { CustomRangeFields, type CustomRangeDraft } from './custom-range-fields.tsx';
import {
  combineDayAndTime,
  dateRangeLimits,
  describeRange,
  presetRange,
  PRESET_LABELS,
  type DateRange,
  type DateRangePreset,
  withinLimits,
} from './date-range-limits.ts';

function draftOf(range: DateRange): CustomRangeDraft {
  const from = dayjs(range.from);
  const to = dayjs(range.to);
  return {
    days: [from.format('YYYY-MM-DD'), to.format('YYYY-MM-DD')],
    startTime: from.format('HH:mm'),
    endTime: to.format('HH:mm'),
  };
}

function rangeOf(preset: DateRangePreset, draft: CustomRangeDraft): DateRange | null {
  if (preset !== 'custom') return presetRange(preset);
  const [start, end] = draft.days;
  if (!start) return null;
  return {
    from: combineDayAndTime(start, draft.startTime || '00:00'),
    to: combineDayAndTime(end ?? start, draft.endTime || '23:59', true),
  };
}

interface DateRangePickerProps {
  label: string;
  value: DateRange;
  onChange: (range: DateRange) => void;
  /** Account setting unlimited_date_selection: 12 months back instead of 3 (spec 1 §5). */
  unlimited: boolean;
}

/**
 * A period picker (spec 1 §5): presets Today, Yesterday, Last Hour and Custom Range, within the allowed months
 * and never past today. A start after the end warns for 5 s and keeps Select disabled until it is fixed.
 */
export function DateRangePicker({ label, value, onChange, unlimited }: DateRangePickerProps) {
  const [opened, setOpened] = useState(false);
  const [preset, setPreset] = useState<DateRangePreset>('custom');
  const [draft, setDraft] = useState<CustomRangeDraft>(() => draftOf(value));
  const [warning, setWarning] = useState(false);
  const chosen = rangeOf(preset, draft);
  const backwards = chosen !== null && Date.parse(chosen.from) > Date.parse(chosen.to);
  const limits = dateRangeLimits(unlimited);

  useEffect(() => {
    if (!backwards) return;
    setWarning(true);
    const timer = setTimeout(() => setWarning(false), TIMING.dateWarning);
    return () => clearTimeout(timer);
  }, [backwards]);

  const open = () => {
    setDraft(draftOf(value));
    setPreset('custom');
    setOpened(true);
  };

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-start" shadow="md" width={300}>
      <Popover.Target>
        <Button variant="default" size="xs" onClick={() => (opened ? setOpened(false) : open())}>
          {label}: {describeRange(value)}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <SegmentedControl
            size="xs"
            orientation="vertical"
            fullWidth
            aria-label="Period"
            value={preset}
            onChange={(v) => setPreset(v as DateRangePreset)}
            data={Object.entries(PRESET_LABELS).map(([v, l]) => ({ value: v, label: l }))}
          />
          {preset === 'custom' && (
            <CustomRangeFields
              draft={draft}
              onChange={setDraft}
              minDate={limits.minDate}
              maxDate={limits.maxDate}
            />
          )}
          {warning && backwards && (
            <Alert color="yellow" p="xs">
              {TRACKER_LIST_TEXTS.startAfterEnd}
            </Alert>
          )}
          <Button
            size="xs"
            disabled={chosen === null || backwards || !withinLimits(chosen, unlimited)}
            onClick={() => {
              if (!chosen) return;
              onChange(chosen);
              setOpened(false);
            }}
          >
            Select
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
