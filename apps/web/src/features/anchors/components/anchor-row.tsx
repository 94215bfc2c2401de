import { ANCHOR_TEXTS, pathTo, type Anchor } from '@lodestar/contracts';
import { Anchor as TextLink, Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import classes from './anchors.module.css';
import { AnchorThumbnail } from './anchor-thumbnail.tsx';

interface AnchorRowProps {
  anchor: Anchor;
  /** Shows the anchor on the map. */
  onShow: (anchor: Anchor) => void;
  /** Absent for users who may not change anchors (the devices role); Edit is then absent too. */
  onDelete?: (anchor: Anchor) => void;
}

/** One anchor of the 'BLE Anchors' list: thumbnail, name, serial, geofence, address and radius (spec 1 §2.8). */
export function AnchorRow({ anchor, onShow, onDelete }: AnchorRowProps) {
  return (
    <li className={classes.row} aria-label={anchor.name} data-testid="anchor-row">
      <AnchorThumbnail anchor={anchor} />
      <div className={classes.rowText}>
        <TextLink component="button" type="button" className={classes.name} onClick={() => onShow(anchor)}>
          {anchor.name}
        </TextLink>
        <Text size="sm">
          {ANCHOR_TEXTS.serial}: {anchor.serial}
        </Text>
        <Text size="sm" c="dimmed">
          {ANCHOR_TEXTS.geofence}: {anchor.geofence?.name ?? 'None'}
        </Text>
        {anchor.address !== '' && (
          <Text size="sm" c="dimmed" lineClamp={2}>
            {anchor.address}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {ANCHOR_TEXTS.radius}: {ANCHOR_TEXTS.radiusLabel(anchor.radius)}
        </Text>
      </div>
      {onDelete && (
        <Stack gap={4}>
          <Button
            size="compact-xs"
            variant="light"
            component={Link}
            to={pathTo('AnchorEditView', { id: anchor.id })}
            aria-label={`Edit ${anchor.name}`}
          >
            Edit
          </Button>
          <Button
            size="compact-xs"
            variant="light"
            color="red"
            onClick={() => onDelete(anchor)}
            aria-label={`Delete ${anchor.name}`}
          >
            Delete
          </Button>
        </Stack>
      )}
    </li>
  );
}
