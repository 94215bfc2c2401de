import { TRACKER_LIST_TEXTS } from '@lodestar/contracts';
import { Button, Checkbox, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { messageOf } from '../../../api/api-error.ts';
import { useDownloadCurrentPositions } from '../api/download-current-positions.ts';

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
}

/**
 * Select-all and the actions on the checked rows (spec 1 §2.4): download their current positions as CSV
 * (report-builder with their ids), or show only them on the map. Actions appear once something is checked.
 */
export function SelectionBar(props: SelectionBarProps) {
  const { selected, total } = props;
  const download = useDownloadCurrentPositions(props.accountId);
  const count = selected.length;

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
            loading={download.isPending}
            onClick={() =>
              download.mutate(selected, {
                onError: (error) =>
                  notifications.show({
                    color: 'red',
                    message: messageOf(error, TRACKER_LIST_TEXTS.downloadFailed),
                  }),
              })
            }
          >
            Download positions
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
