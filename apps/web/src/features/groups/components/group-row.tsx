import { GROUP_TEXTS, pathTo, type Group as TrackerGroup } from '@lodestar/contracts';
import { ActionIcon, Anchor, Checkbox, Group, Menu, Text } from '@mantine/core';
import { Link } from 'react-router';
import classes from './group-screens.module.css';

interface GroupRowProps {
  group: TrackerGroup;
  checked: boolean;
  onToggle: (id: number) => void;
  /** Edit and Delete; absent for users who may not manage groups. */
  onEdit?: (group: TrackerGroup) => void;
  onDelete?: (group: TrackerGroup) => void;
}

/** One group of the list (spec 1 §2.7): checkbox, name linking to its details, tracker count, Edit/Delete menu. */
export function GroupRow({ group, checked, onToggle, onEdit, onDelete }: GroupRowProps) {
  const count = group.devices_count;
  return (
    <li className={classes.row} data-testid="group-row">
      <Group gap="sm" wrap="nowrap" miw={0}>
        <Checkbox
          size="sm"
          checked={checked}
          onChange={() => onToggle(group.id)}
          aria-label={`Select ${group.name}`}
        />
        <div className={classes.rowText}>
          <Anchor component={Link} to={pathTo('GroupDetailsView', { id: group.id })} className={classes.name}>
            {group.name}
          </Anchor>
          <Text size="sm" c="dimmed" data-testid="group-tracker-count">
            {count} {count === 1 ? 'tracker' : 'trackers'}
          </Text>
        </div>
      </Group>
      {onEdit && onDelete && (
        <Menu position="bottom-end" shadow="md">
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" size="lg" aria-label={`Actions for ${group.name}`}>
              <span aria-hidden>⋮</span>
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => onEdit(group)}>{GROUP_TEXTS.edit}</Menu.Item>
            <Menu.Item color="red" onClick={() => onDelete(group)}>
              {GROUP_TEXTS.delete}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      )}
    </li>
  );
}
