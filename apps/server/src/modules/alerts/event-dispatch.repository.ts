import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { TrackerEventType } from '@lodestar/contracts';
import { rowsOf } from '../positions/sql-rows.ts';

/** A stored tracker event as the dispatcher hands it to its handlers (notifications, rules). */
export interface DispatchedEvent {
  id: number;
  accountId: number;
  deviceId: number;
  deviceName: string;
  serial: string;
  modelId: number;
  eventType: TrackerEventType;
  description: string;
  createdAt: Date;
  positionId: number | null;
  attributes: Record<string, string | number | boolean>;
  /** The shipment of a shipment_* event; null otherwise. */
  shipmentId: number | null;
  /** The geofence of a geofence_enter, geofence_exit or dwell event; null otherwise. */
  geofenceId: number | null;
}

interface Row {
  id: string | number;
  account_id: number;
  device_id: number;
  device_name: string;
  serial: string;
  model_id: number;
  event_type: TrackerEventType;
  description: string;
  created_at: string | Date;
  position_id: string | number | null;
  attributes: Record<string, string | number | boolean> | null;
  shipment_id: number | null;
}

/**
 * Claims up to `limit` events no handler has seen yet, oldest first, locked until the caller's transaction ends:
 * SKIP LOCKED lets another instance take the next ones instead of waiting, so each event goes to one instance.
 */
export async function claimUndispatched(tx: Db, limit: number): Promise<DispatchedEvent[]> {
  const rows = await rowsOf<Row>(
    tx,
    sql`select e.id, e.account_id, e.device_id, d.name as device_name, d.serial, d.model_id, e.event_type,
        e.description, e.created_at, e.position_id, e.attributes, e.shipment_id
      from device_events e join devices d on d.id = e.device_id
      where not e.dispatched
      order by e.id
      limit ${limit}
      for update of e skip locked`,
  );
  return rows.map(toDispatched);
}

/** The claimed events count as handled once the transaction that ran their handlers commits. */
export async function markDispatched(tx: Db, ids: readonly number[]): Promise<void> {
  if (!ids.length) return;
  await tx.execute(
    sql`update device_events set dispatched = true where id = any(${`{${ids.join(',')}}`}::bigint[])`,
  );
}

function toDispatched(row: Row): DispatchedEvent {
  const attributes = row.attributes ?? {};
  // geofence entries and exits, and the dwell alerts of a geofence (docs/decisions/0065)
  const geofenceId = attributes.geofence_id !== undefined ? Number(attributes.geofence_id) : NaN;
  return {
    id: Number(row.id),
    accountId: row.account_id,
    deviceId: row.device_id,
    deviceName: row.device_name,
    serial: row.serial,
    modelId: row.model_id,
    eventType: row.event_type,
    description: row.description,
    createdAt: new Date(row.created_at),
    positionId: row.position_id === null ? null : Number(row.position_id),
    attributes,
    shipmentId: row.shipment_id,
    geofenceId: Number.isFinite(geofenceId) ? geofenceId : null,
  };
}
