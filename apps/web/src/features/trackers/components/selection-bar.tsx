import { POSITION_REPORT_MAX_DAYS } from '@lodestar/contracts';
import { Button, Checkbox, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useDownloadSelectedPositions, type PositionsPeriod } from '../api/download-current-positions.ts';

const DAY_MS = 86_400_000;

/** The spec's words when the period is longer than the positions report allows (spec 1 §2.8). */
const PERIOD_TOO_LONG = `Controls data can only be downloaded for ${POSITION_REPORT_MAX_DAYS} day periods.`;

function periodTooLong(period: PositionsPeriod): boolean {
  return Date.parse(period.to) - Date.parse(period.from) > POSITION_REPORT_MAX_DAYS * DAY_MS;
}

interface SelectionBarProps {
  accountId: number;
  total: number;
  selected: readonly number[];
  allChecked: boolean;
  someChecked: boolean;
  onToggleAll: () => void;
  onClear: () => void;
  /** Whether the map shows only the checked trackers. */
  mapOnlySelected: boolean;
  onMapOnlySelected: (on: boolean) => void;
  /** The toolbar's History period (controls_available accounts); without one only current positions exist. */
  period?: PositionsPeriod;
}

/**
 * Select-all and the actions on the checked rows (spec 1 §2.4): download their positions as CSV (report-builder
 * with their ids), or show only them on the map. Actions appear once something is checked. Next to a History
 * period the download covers that period (every position in it); without one the button says it gives current
 * positions (issue 15, decision 0032).
 */
export function SelectionBar(props: SelectionBarProps) {
  const { selected, total, period } = props;
  const download = useDownloadSelectedPositions(props.accountId);
  const count = selected.length;
  const tooLong = period !== undefined && periodTooLong(period);

  return (
    <Group gap="xs" justify="space-between" wrap="nowrap" mih={30}>
      <Checkbox
        size="xs"
        label={count > 0 ? `${count} selected` : `${total} ${total === 1 ? 'tracker' : 'trackers'}`}
        aria-label="Select all trackers"
        styles={{ label: { whiteSpace: 'nowrap' } }}
        checked={props.allChecked}
        indeterminate={props.someChecked}
        disabled={total === 0}
        onChange={props.onToggleAll}
      />
      {count > 0 && (
        <Group gap={4} wrap="nowrap">
          <Button
            size="compact-xs"
            variant="light"
            loading={download.pending}
            // looks disabled but still answers a click or key, with the reason (a disabled button stays silent)
            data-disabled={tooLong || undefined}
            onClick={() =>
              tooLong
                ? notifications.show({ color: 'orange', message: PERIOD_TOO_LONG })
                : download.start({ deviceIds: selected, period })
            }
          >
            {period ? 'Download positions' : 'Download current positions'}
          </Button>
          <Button
            size="compact-xs"
            variant={props.mapOnlySelected ? 'filled' : 'light'}
            aria-pressed={props.mapOnlySelected}
            onClick={() => props.onMapOnlySelected(!props.mapOnlySelected)}
          >
            Show on map
          </Button>
          <Button size="compact-xs" variant="subtle" onClick={props.onClear}>
            Clear
          </Button>
        </Group>
      )}
    </Group>
  );
}
