import {
  ADDRESS_TEXTS,
  ADDRESSES_PER_CATEGORY_MAX,
  PAGE_SIZES,
  type Address,
  type AddressListQuery,
  type createAddressRequest,
  type PageMeta,
} from '@lodestar/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { forbidden, notFound, unprocessable } from '../../http/errors.ts';
import { canManage, type AccountAccess } from '../accounts/account-access.ts';
import { pageMeta } from '../devices/page-meta.ts';
import {
  clearDefault,
  countAddresses,
  deleteAddress,
  findAddress,
  insertAddress,
  listAddresses,
  lockAccountAddresses,
  newestAddress,
  setDefault,
  type AddressRow,
} from './addresses.repository.ts';

export const ADDRESSES_FOR_MANAGERS =
  "Only the account's administrators and full-access users manage its addresses.";

/** Addresses belong to the manage area: admin and all roles (spec 3 §6); the devices role is refused. */
function requireManager(access: AccountAccess): void {
  if (!canManage(access)) throw forbidden(ADDRESSES_FOR_MANAGERS);
}

export function toAddressDto(row: AddressRow): Address {
  return {
    id: row.id,
    addressable_id: row.accountId,
    addressable_type: 'Account',
    category: row.category,
    is_default: row.isDefault ? 1 : 0,
    first_name: row.firstName,
    last_name: row.lastName,
    line1: row.line1,
    line2: row.line2,
    city: row.city,
    state: row.state,
    zip: row.zip,
    country: 'US',
    phone: row.phone,
    created_at: row.createdAt.toISOString(),
  };
}

/** GET /accounts/{id}/addresses: every address (or one category), or one page of them with the paging meta. */
export async function listAccountAddresses(
  db: Db,
  access: AccountAccess,
  query: AddressListQuery,
): Promise<{ data: Address[]; meta?: PageMeta }> {
  requireManager(access);
  const paged = query.page !== undefined || query.per_page !== undefined;
  const page = query.page ?? 1;
  const perPage = query.per_page ?? PAGE_SIZES.tables[0];
  const [rows, total] = await Promise.all([
    listAddresses(db, access.accountId, {
      category: query.category,
      ...(paged && { limit: perPage, offset: (page - 1) * perPage }),
    }),
    paged ? countAddresses(db, access.accountId, query.category) : undefined,
  ]);
  const data = rows.map(toAddressDto);
  return total === undefined ? { data } : { data, meta: pageMeta(page, perPage, total, rows.length) };
}

/**
 * POST /accounts/{id}/addresses. The category's first address is its default whatever was asked; a new default
 * replaces the old one in the same transaction (the partial unique index holds one default per category).
 */
export async function createAddress(
  db: Db,
  access: AccountAccess,
  body: z.output<typeof createAddressRequest>,
): Promise<Address> {
  requireManager(access);
  return db.transaction(async (tx) => {
    await lockAccountAddresses(tx, access.accountId);
    const existing = await countAddresses(tx, access.accountId, body.category);
    if (existing >= ADDRESSES_PER_CATEGORY_MAX) throw unprocessable(ADDRESS_TEXTS.tooMany(body.category));
    const isDefault = existing === 0 || body.is_default === true;
    if (isDefault) await clearDefault(tx, access.accountId, body.category);
    const row = await insertAddress(tx, {
      accountId: access.accountId,
      category: body.category,
      firstName: body.first_name,
      lastName: body.last_name,
      line1: body.line1,
      line2: body.line2,
      city: body.city,
      state: body.state,
      zip: body.zip,
      country: body.country,
      phone: body.phone,
      isDefault,
    });
    return toAddressDto(row);
  });
}

async function ownAddress(db: Db, access: AccountAccess, addressId: number): Promise<AddressRow> {
  const row = await findAddress(db, access.accountId, addressId);
  if (!row) throw notFound(ADDRESS_TEXTS.notFound);
  return row;
}

/**
 * PUT /accounts/{id}/addresses/{id} {is_default: true}: the address becomes its category's default. Nothing is
 * written when it already is (spec 3 §5: a default changes only when it differs). A default cannot be switched
 * off by itself: another address is chosen instead, so a category with addresses always has its default.
 */
export async function updateAddress(
  db: Db,
  access: AccountAccess,
  addressId: number,
  isDefault: boolean,
): Promise<Address> {
  requireManager(access);
  return db.transaction(async (tx) => {
    await lockAccountAddresses(tx, access.accountId);
    const row = await ownAddress(tx, access, addressId);
    if (row.isDefault && !isDefault)
      throw unprocessable(ADDRESS_TEXTS.keepOneDefault, { is_default: [ADDRESS_TEXTS.keepOneDefault] });
    if (row.isDefault === isDefault) return toAddressDto(row);
    await clearDefault(tx, access.accountId, row.category, row.id);
    return toAddressDto(await setDefault(tx, row.id));
  });
}

/**
 * DELETE /accounts/{id}/addresses/{id}. Deleting the default makes the newest remaining address of its category
 * the default (decision 0044), so checkout always finds one while any address is left.
 */
export async function removeAddress(db: Db, access: AccountAccess, addressId: number): Promise<void> {
  requireManager(access);
  await db.transaction(async (tx) => {
    await lockAccountAddresses(tx, access.accountId);
    const row = await ownAddress(tx, access, addressId);
    await deleteAddress(tx, row.id);
    if (!row.isDefault) return;
    const next = await newestAddress(tx, access.accountId, row.category);
    if (next) await setDefault(tx, next.id);
  });
}
