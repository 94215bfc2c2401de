import { inArray } from 'drizzle-orm';
import type { Address, AddressCategory } from '@lodestar/contracts';
import type { Db } from '../../db/database.ts';
import { addresses } from '../../db/schema/index.ts';
import type { AddressSnapshot } from '../../db/schema/billing-types.ts';
import type { AddressRow } from '../addresses/addresses.repository.ts';
import { toAddressDto } from '../addresses/addresses.service.ts';
import type { OrderRow } from './orders.repository.ts';

export interface OrderAddresses {
  billing: Address | null;
  shipping: Address | null;
}

/** What an order keeps of an address when it is sent: the invoice never changes when the account edits it. */
export function addressSnapshot(row: AddressRow): AddressSnapshot {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    line1: row.line1,
    line2: row.line2,
    city: row.city,
    state: row.state,
    zip: row.zip,
    country: row.country,
    phone: row.phone,
  };
}

/** A kept address in the API's address shape; it is no account default any more, and dates from the sending. */
function snapshotDto(snapshot: AddressSnapshot, order: OrderRow, category: AddressCategory): Address {
  return {
    ...snapshot,
    addressable_id: order.accountId,
    addressable_type: 'Account',
    category,
    is_default: 0,
    country: 'US',
    created_at: (order.sentAt ?? order.createdAt).toISOString(),
  };
}

/**
 * The addresses of these orders: the copies kept at sending, else (a draft) the account's addresses chosen so far
 * as they are now. An address chosen and then deleted, or of another account, shows as none.
 */
export async function orderAddresses(db: Db, rows: OrderRow[]): Promise<Map<number, OrderAddresses>> {
  const liveIds = rows.flatMap((r) => [
    ...(r.billingAddress ? [] : [r.billingAddressId]),
    ...(r.shippingAddress ? [] : [r.shippingAddressId]),
  ]);
  const ids = liveIds.filter((id): id is number => id !== null);
  const live = ids.length
    ? new Map((await db.select().from(addresses).where(inArray(addresses.id, ids))).map((a) => [a.id, a]))
    : new Map<number, AddressRow>();
  const current = (order: OrderRow, id: number | null) => {
    const row = id === null ? undefined : live.get(id);
    return row && row.accountId === order.accountId ? toAddressDto(row) : null;
  };
  return new Map(
    rows.map((order) => [
      order.id,
      {
        billing: order.billingAddress
          ? snapshotDto(order.billingAddress, order, 'billing')
          : current(order, order.billingAddressId),
        shipping: order.shippingAddress
          ? snapshotDto(order.shippingAddress, order, 'shipping')
          : current(order, order.shippingAddressId),
      },
    ]),
  );
}
