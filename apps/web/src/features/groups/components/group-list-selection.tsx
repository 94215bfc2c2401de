import { GROUP_TEXTS, ROUTES, type Group as TrackerGroup } from '@lodestar/contracts';
import { Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router';

/** The tracker list's group filter parameter (`/trackers?groups=3,7`), read by the tracker list. */
const GROUPS_PARAM = 'groups';

interface GroupListSelectionProps {
  selected: readonly TrackerGroup[];
  onClear: () => void;
  /** Absent for users who may not manage groups. */
  onDelete?: () => void;
  deleting: boolean;
}

/**
 * What the list's checkboxes are for: the checked groups' trackers on the tracker list and map (its group
 * filter), and, for those who manage groups, deleting them together.
 */
export function GroupListSelection({ selected, onClear, onDelete, deleting }: GroupListSelectionProps) {
  const filter = `${GROUPS_PARAM}=${selected.map((g) => g.id).join(',')}`;
  return (
    <Group gap="xs" wrap="wrap" role="group" aria-label="Selected groups">
      <Text size="sm" fw={600}>
        {GROUP_TEXTS.selected(selected.length)}
      </Text>
      <Button size="compact-sm" variant="light" component={Link} to={`${ROUTES.DeviceListView}?${filter}`}>
        Show trackers
      </Button>
      {onDelete && (
        <Button size="compact-sm" variant="light" color="red" loading={deleting} onClick={onDelete}>
          {GROUP_TEXTS.delete}
        </Button>
      )}
      <Button size="compact-sm" variant="subtle" onClick={onClear}>
        Clear
      </Button>
    </Group>
  );
}
