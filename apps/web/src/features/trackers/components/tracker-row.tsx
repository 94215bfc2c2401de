import { GROUP_TEXTS, pathTo, TRACKER_TEXTS, type Device, type Position } from '@lodestar/contracts';
import { Checkbox, Group, Text } from '@mantine/core';
import { memo, type MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { RelativeTime } from '../../../components/relative-time.tsx';
import { groupNamesText } from '../utils/group-filter.ts';
import { BatteryBadge, TrackerStatusBadge } from './tracker-badges.tsx';
import classes from './tracker-list.module.css';

/** A plain click, which the app handles; a click with a modifier or another button is left to the browser. */
function plainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** Where a position is, in words: its address, or its coordinates while the address is not known yet. */
function placeOf(position: Position): string {
  if (position.address) return position.address;
  const [lng, lat] = position.location;
  return `${lat.toFixed(5)}, ${lng.toFixed(5)}`;
}

interface TrackerRowProps {
  tracker: Device;
  clickable: boolean;
  checked: boolean;
  onToggle: (id: number) => void;
  /** Where the virtualised list places the row, in pixels from the top. */
  top: number;
  now: number;
}

/**
 * One tracker in the list (spec 1 §2.4): checkbox, name, address, battery badge, last report, its groups (issue
 * 16; cut to the room left, all of them in the tooltip) and status badge. Rows have a fixed height so the list can be virtualised, and are memoised: a live position re-renders
 * only the row of the tracker that moved, because the cache keeps every other tracker's object as it was.
 */
export const TrackerRow = memo(function TrackerRow(props: TrackerRowProps) {
  const { tracker, clickable, checked, onToggle, top, now } = props;
  const navigate = useNavigate();
  const details = pathTo('DeviceDetailsView', { id: tracker.id });
  // the details screen's back link returns to this list with its search (spec 1 §2.6): the address as it is at
  // the click, not at the row's last render, which a search typed just before may not have reached yet
  const open = (event: MouseEvent) => {
    if (!plainClick(event)) return;
    event.preventDefault();
    void navigate(details, { state: { backTo: `${window.location.pathname}${window.location.search}` } });
  };
  const position = tracker.current_position;
  const address =
    tracker.status === 'pending' && !position ? TRACKER_TEXTS.provisioning : position && placeOf(position);
  const groups = groupNamesText(tracker);
  return (
    <li
      className={classes.row}
      style={{ transform: `translateY(${top}px)` }}
      data-clickable={clickable || undefined}
      data-testid="tracker-row"
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Group gap="xs" wrap="nowrap" miw={0}>
          <Checkbox
            className={classes.check}
            size="xs"
            checked={checked}
            onChange={() => onToggle(tracker.id)}
            aria-label={`Select ${tracker.name}`}
          />
          {clickable ? (
            <Link to={details} onClick={open} className={classes.name}>
              {tracker.name}
            </Link>
          ) : (
            <Text component="span" className={classes.name}>
              {tracker.name}
            </Text>
          )}
        </Group>
        <TrackerStatusBadge tracker={tracker} />
      </Group>
      <Text size="sm" c="dimmed" className={classes.address} title={address ?? undefined}>
        {address ?? '\u00a0'}
      </Text>
      <Group gap="xs" wrap="nowrap">
        <BatteryBadge percent={position?.battery} />
        {position && (
          <Text size="xs" c="dimmed" className={classes.lastReport}>
            Last report <RelativeTime iso={position.timestamp} now={now} />
          </Text>
        )}
        {groups && (
          <Text
            size="xs"
            c="dimmed"
            className={classes.groups}
            title={`${GROUP_TEXTS.groupColumn}: ${groups}`}
            data-testid="tracker-row-groups"
          >
            <span className={classes.groupsLabel}>{GROUP_TEXTS.groupColumn}: </span>
            {groups}
          </Text>
        )}
      </Group>
    </li>
  );
});
