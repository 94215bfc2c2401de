import type { Device, DeviceDetails, DeviceUser, Model, PageMeta, Position } from '@lodestar/contracts';
import type { findLatestSubscription } from './device-details.repository.ts';
import type { DeviceRow } from './devices.repository.ts';
import type { TrackerGroups } from '../groups/tracker-groups.ts';

type SubscriptionRow = NonNullable<Awaited<ReturnType<typeof findLatestSubscription>>>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A tracker as lists show it, without its groups and position (those are added or spliced in after). */
function trackerBase(
  row: DeviceRow,
  model: Model,
): Omit<Device, 'current_position' | 'group_ids' | 'groups'> {
  return {
    id: row.id,
    account_id: row.accountId,
    name: row.name,
    serial: row.serial,
    imei: row.imei,
    phone: row.phone,
    note: row.note,
    status: row.status,
    model_id: row.modelId,
    model,
    expected_report_minutes: model.expected_report_minutes,
  };
}

export function toDeviceDto(
  row: DeviceRow,
  model: Model,
  position: Position | null,
  groups: TrackerGroups,
): Device {
  return {
    ...trackerBase(row, model),
    group_ids: [...groups.idsOf(row.id)],
    ...(groups.withNames && { groups: groups.refsOf(row.id) }),
    current_position: position,
  };
}

/**
 * `[Device...]` written directly: positions come already serialised from the current-position cache and each
 * group set's JSON is written once (TrackerGroups), both spliced in, so 10,000 trackers cost one JSON.stringify
 * each and no schema pass (the contract schema is asserted by the API tests instead). `positions` null: the
 * caller did not ask for them.
 */
export function deviceItemsJson(
  rows: DeviceRow[],
  models: Map<number, Model>,
  positions: Map<number, string> | null,
  groups: TrackerGroups,
): string {
  const items = rows.map((row) => {
    const json = JSON.stringify(trackerBase(row, models.get(row.modelId)!));
    return `${json.slice(0, -1)},${groups.jsonOf(row.id)},"current_position":${positions?.get(row.id) ?? 'null'}}`;
  });
  return `[${items.join(',')}]`;
}

/** `{"data":[Device...],"meta"?}`, see deviceItemsJson. */
export function deviceListJson(
  rows: DeviceRow[],
  models: Map<number, Model>,
  positions: Map<number, string> | null,
  groups: TrackerGroups,
  meta?: PageMeta,
): string {
  const items = deviceItemsJson(rows, models, positions, groups);
  return `{"data":${items}${meta ? `,"meta":${JSON.stringify(meta)}` : ''}}`;
}

/** Tracker details: the list shape plus its subscription and the people given access to it. */
export function toDeviceDetailsDto(
  row: DeviceRow,
  model: Model,
  position: Position | null,
  groups: TrackerGroups,
  subscription: SubscriptionRow | undefined,
  users: DeviceUser[],
): DeviceDetails {
  return {
    ...toDeviceDto(row, model, position, groups),
    subscription: subscription
      ? {
          id: subscription.id,
          status: subscription.status,
          start_at: iso(subscription.startAt),
          renewal_date: iso(subscription.renewalDate),
          cancel_at: iso(subscription.cancelAt),
        }
      : null,
    users,
  };
}
