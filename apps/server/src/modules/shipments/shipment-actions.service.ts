import { type Shipment, type ShipmentBulkRequest } from '@lodestar/contracts';
import type { Db } from '../../db/database.ts';
import { unprocessable } from '../../http/errors.ts';
import type { AccountAccess } from '../accounts/account-access.ts';
import type { ShipmentEngine } from './engine/shipment-engine.ts';
import { bulkShipments } from './shipments.repository.ts';
import { findOwnShipment, getShipment, visibleIds, type ShipmentsChanged } from './shipments.service.ts';

/** DELETE: the shipment and its events (its tracker's positions stay). */
export async function removeShipment(
  db: Db,
  engine: ShipmentsChanged,
  access: AccountAccess,
  id: number,
): Promise<{ id: number }> {
  await findOwnShipment(db, access, id);
  await bulkShipments(db, access.accountId, 'delete', { ids: [id], visible: visibleIds(access) });
  engine.changed(access.accountId);
  return { id };
}

/** POST .../finished (End shipment now): Completed, or Completed Late after the scheduled end; once. */
export async function finishShipment(
  db: Db,
  engine: Pick<ShipmentEngine, 'finish'>,
  access: AccountAccess,
  id: number,
): Promise<Shipment> {
  await findOwnShipment(db, access, id);
  await engine.finish(id);
  return getShipment(db, access, id);
}

/**
 * POST .../bulk/{archive,unarchive,delete}: the given ids of the caller's shipments (others are skipped); delete
 * may name a whole tab instead (key general or archived). Answers the ids acted on.
 */
export async function bulkAction(
  db: Db,
  engine: ShipmentsChanged,
  access: AccountAccess,
  action: 'archive' | 'unarchive' | 'delete',
  body: ShipmentBulkRequest,
): Promise<{ ids: number[] }> {
  const tab = action === 'delete' && !body.ids ? body.key : undefined;
  if (!body.ids?.length && !tab) {
    const message =
      action === 'delete' ? 'ids or key (general or archived) are required' : 'ids are required';
    throw unprocessable(message, { ids: [message] });
  }
  const ids = await bulkShipments(db, access.accountId, action, {
    ids: tab ? undefined : body.ids,
    tab,
    visible: visibleIds(access),
  });
  engine.changed(access.accountId);
  return { ids };
}
