import { pathTo, SHIPMENT_STATUSES, type ShipmentStatus } from '@lodestar/contracts';
import {
  ActionIcon,
  Button,
  CloseButton,
  Group,
  MultiSelect,
  Switch,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { Link } from 'react-router';
import type { ShipmentWindow } from '../api/shipment-list-query.ts';
import { ShipmentListRange } from './shipment-list-range.tsx';

interface ShipmentListToolbarProps {
  search: { text: string; change: (value: string) => void };
  statuses: ShipmentStatus[];
  onStatuses: (statuses: ShipmentStatus[]) => void;
  window: ShipmentWindow;
  onWindow: (window: ShipmentWindow) => void;
  onRefresh: () => void;
  refreshing: boolean;
  autoRefresh: boolean;
  onAutoRefresh: (on: boolean) => void;
  onDownload: () => void;
  downloading: boolean;
}

/**
 * The list pane's heading and controls (spec 2 §2): New Shipment, the search box, the status filter, the date
 * range, the manual refresh, the auto-refresh toggle and 'Download these shipments'.
 */
export function ShipmentListToolbar(props: ShipmentListToolbarProps) {
  const { search } = props;
  return (
    <>
      <Group justify="space-between" wrap="nowrap">
        <Title order={1} size="h3">
          Shipments
        </Title>
        <Button component={Link} to={pathTo('ShipmentCreateView')} size="sm">
          New Shipment
        </Button>
      </Group>
      <TextInput
        placeholder="Search Shipments..."
        aria-label="Search shipments"
        value={search.text}
        onChange={(event) => search.change(event.currentTarget.value)}
        rightSection={
          search.text !== '' ? (
            <CloseButton size="sm" aria-label="Clear search" onClick={() => search.change('')} />
          ) : null
        }
      />
      <Group gap="xs" wrap="nowrap">
        <MultiSelect
          size="xs"
          aria-label="Status"
          placeholder={props.statuses.length ? undefined : 'All statuses'}
          data={[...SHIPMENT_STATUSES]}
          value={props.statuses}
          onChange={(value) => props.onStatuses(value as ShipmentStatus[])}
          clearable
          style={{ flex: 1, minWidth: 0 }}
        />
        <ShipmentListRange value={props.window} onChange={props.onWindow} />
      </Group>
      <Group justify="space-between" gap="xs">
        <Group gap="xs">
          <Tooltip label="Refresh">
            <ActionIcon
              variant="default"
              aria-label="Refresh"
              loading={props.refreshing}
              onClick={props.onRefresh}
            >
              ↻
            </ActionIcon>
          </Tooltip>
          <Switch
            size="xs"
            label="Auto-refresh"
            checked={props.autoRefresh}
            onChange={(event) => props.onAutoRefresh(event.currentTarget.checked)}
          />
        </Group>
        <Button size="xs" variant="default" loading={props.downloading} onClick={props.onDownload}>
          Download these shipments
        </Button>
      </Group>
    </>
  );
}
