import { Group, Stack } from '@mantine/core';
import { DatePicker, TimePicker } from '@mantine/dates';
import { timeFieldTyping } from '../time-typing.ts';

/** Typed digits make the time whatever the field showed (1930 is 19:30, issue 26). */
const HOURS_TYPING = timeFieldTyping(23);
const MINUTES_TYPING = timeFieldTyping(59);

export interface CustomRangeDraft {
  days: [string | null, string | null];
  startTime: string;
  endTime: string;
}

interface CustomRangeFieldsProps {
  draft: CustomRangeDraft;
  onChange: (draft: CustomRangeDraft) => void;
  minDate: string;
  maxDate: string;
}

/** The Custom Range part of the picker: two days on a calendar and a time for each (hours 0-23, minutes by 5). */
export function CustomRangeFields({ draft, onChange, minDate, maxDate }: CustomRangeFieldsProps) {
  return (
    <Stack gap="xs">
      <DatePicker
        type="range"
        allowSingleDateInRange
        minDate={minDate}
        maxDate={maxDate}
        value={draft.days}
        onChange={(days) => onChange({ ...draft, days })}
      />
      <Group grow gap="xs">
        <TimePicker
          label="Start time"
          size="xs"
          format="24h"
          withDropdown
          minutesStep={5}
          hoursInputProps={HOURS_TYPING}
          minutesInputProps={MINUTES_TYPING}
          value={draft.startTime}
          onChange={(startTime) => onChange({ ...draft, startTime })}
        />
        <TimePicker
          label="End time"
          size="xs"
          format="24h"
          withDropdown
          minutesStep={5}
          hoursInputProps={HOURS_TYPING}
          minutesInputProps={MINUTES_TYPING}
          value={draft.endTime}
          onChange={(endTime) => onChange({ ...draft, endTime })}
        />
      </Group>
    </Stack>
  );
}
