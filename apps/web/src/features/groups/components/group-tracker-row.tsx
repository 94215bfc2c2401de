import { pathTo, type Account, type Device } from '@lodestar/contracts';
import { isTrackerRowClickable, trackerStatusBadge } from '@lodestar/domain';
import { Anchor, Badge, Checkbox, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { RelativeTime } from '../../../components/relative-time.tsx';
import classes from './group-screens.module.css';

interface GroupTrackerRowProps {
  tracker: Device;
  account: Account;
  groupId: number;
  checked: boolean;
  /** Absent for users who may not change the group: no checkbox then. */
  onToggle?: (id: number) => void;
}

/**
 * One tracker of a group: name (a link to its details when the tracker list would link it too, spec 1 §2.4),
 * serial, status and last report. The details' back link returns to this group.
 */
export function GroupTrackerRow({ tracker, account, groupId, checked, onToggle }: GroupTrackerRowProps) {
  const badge =
    trackerStatusBadge(tracker) ??
    (tracker.status === 'active' ? { label: 'Active', colour: 'green' } : null);
  const position = tracker.current_position;
  const clickable = isTrackerRowClickable(tracker.status, account);
  return (
    <li className={classes.row} data-testid="group-tracker">
      <Group gap="sm" wrap="nowrap" miw={0}>
        {onToggle && (
          <Checkbox
            size="sm"
            checked={checked}
            onChange={() => onToggle(tracker.id)}
            aria-label={`Select ${tracker.name}`}
          />
        )}
        <div className={classes.rowText}>
          {clickable ? (
            <Anchor
              component={Link}
              to={pathTo('DeviceDetailsView', { id: tracker.id })}
              state={{ backTo: pathTo('GroupDetailsView', { id: groupId }) }}
              className={classes.name}
            >
              {tracker.name}
            </Anchor>
          ) : (
            <Text className={classes.name}>{tracker.name}</Text>
          )}
          <div className={classes.meta}>
            <Text size="sm" c="dimmed">
              {tracker.serial}
            </Text>
            <Text size="sm" c="dimmed">
              {position ? (
                <>
                  Last report <RelativeTime iso={position.timestamp} now={Date.now()} />
                </>
              ) : (
                'No reports yet'
              )}
            </Text>
          </div>
        </div>
      </Group>
      {badge && (
        <Badge color={badge.colour} variant="light" size="sm" style={{ flexShrink: 0 }}>
          {badge.label}
        </Badge>
      )}
    </li>
  );
}
