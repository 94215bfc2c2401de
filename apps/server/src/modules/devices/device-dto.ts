import type { Device, DeviceDetails, DeviceUser, Model, PageMeta, Position } from '@lodestar/contracts';
import type { findLatestSubscription } from './device-details.repository.ts';
import type { DeviceRow } from './devices.repository.ts';

type SubscriptionRow = NonNullable<Awaited<ReturnType<typeof findLatestSubscription>>>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A tracker as lists show it, without its position. Groups arrive with the groups module: group_ids is empty. */
function withoutPosition(row: DeviceRow, model: Model): Omit<Device, 'current_position'> {
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
    group_ids: [],
  };
}

export function toDeviceDto(row: DeviceRow, model: Model, position: Position | null): Device {
  return { ...withoutPosition(row, model), current_position: position };
}

/**
 * `{"data":[Device...],"meta"?}` written directly: positions come already serialised from the current-position
 * cache and are spliced in, so 10,000 trackers cost one JSON.stringify each and no schema pass (the contract
 * schema is asserted by the API tests instead). `positions` null: the caller did not ask for them.
 */
export function deviceListJson(
  rows: DeviceRow[],
  models: Map<number, Model>,
  positions: Map<number, string> | null,
  meta?: PageMeta,
): string {
  const items = rows.map((row) => {
    const json = JSON.stringify(withoutPosition(row, models.get(row.modelId)!));
    return `${json.slice(0, -1)},"current_position":${positions?.get(row.id) ?? 'null'}}`;
  });
  return `{"data":[${items.join(',')}]${meta ? `,"meta":${JSON.stringify(meta)}` : ''}}`;
}

/** Tracker details: the list shape plus its subscription and the people given access to it. */
export function toDeviceDetailsDto(
  row: DeviceRow,
  model: Model,
  position: Position | null,
  subscription: SubscriptionRow | undefined,
  users: DeviceUser[],
): DeviceDetails {
  return {
    ...toDeviceDto(row, model, position),
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
