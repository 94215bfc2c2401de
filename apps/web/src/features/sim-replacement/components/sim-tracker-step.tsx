import { SIM_REPLACEMENT_TEXTS as TEXTS, type SimReplacementDevice } from '@lodestar/contracts';
import { Button, Group, Select, Stack } from '@mantine/core';

interface SimTrackerStepProps {
  trackers: readonly SimReplacementDevice[];
  chosen: SimReplacementDevice | null;
  canGoNext: boolean;
  onChoose: (tracker: SimReplacementDevice) => void;
  onNext: () => void;
}

/** Step 0 (spec 3 §2.11): which of the account's trackers due a new SIM to start with. */
export function SimTrackerStep({ trackers, chosen, canGoNext, onChoose, onNext }: SimTrackerStepProps) {
  const options = trackers.map((t) => ({ value: String(t.id), label: `${t.name} (${t.serial})` }));
  return (
    <Stack gap="sm">
      <Select
        label={TEXTS.selectTracker}
        placeholder={TEXTS.selectTracker}
        data={options}
        value={chosen ? String(chosen.id) : null}
        onChange={(value) => {
          const tracker = trackers.find((t) => String(t.id) === value);
          if (tracker) onChoose(tracker);
        }}
        searchable
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
      <Group justify="flex-end">
        <Button onClick={onNext} disabled={!canGoNext}>
          {TEXTS.next}
        </Button>
      </Group>
    </Stack>
  );
}
