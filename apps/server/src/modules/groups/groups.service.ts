import {
  PAGE_SIZES,
  type CreateGroupRequest,
  type Group,
  type GroupListQuery,
  type PageMeta,
  type UpdateGroupRequest,
} from '@lodestar/contracts';
import type { Db } from '../../db/database.ts';
import { forbidden, notFound, unprocessable } from '../../http/errors.ts';
import { canManage, type AccountAccess } from '../accounts/account-access.ts';
import { isB2bAccount } from '../accounts/accounts.repository.ts';
import { pageMeta } from '../devices/page-meta.ts';
import { isUniqueViolation } from '../provisioning/add-tracker.service.ts';
import {
  addMembers,
  countGroups,
  deleteGroup,
  foreignDeviceIds,
  insertGroup,
  listGroups,
  lockGroup,
  nameTaken,
  removeMembers,
  touchGroup,
  type GroupListRow,
} from './groups.repository.ts';
import { namedIds } from './tracker-groups.ts';

export const GROUP_NOT_FOUND = 'Group not found.';
export const GROUPS_FOR_BUSINESS = 'Groups are for business accounts';
export const GROUP_NAME_TAKEN = 'A group with this name already exists';

/** Only business accounts have groups (spec 1 §6); anyone else is told why rather than shown an empty list. */
export async function requireGroupsAccount(db: Db, access: AccountAccess): Promise<void> {
  if (!(await isB2bAccount(db, access.accountId))) throw forbidden(GROUPS_FOR_BUSINESS);
}

/** Creating, editing, deleting and filling groups is for admin and all; the devices role only looks. */
function requireGroupManager(access: AccountAccess): void {
  if (!canManage(access)) throw forbidden();
}

/** The trackers a devices-role member may see, or null for everything. */
const visibleIds = (access: AccountAccess) => (access.deviceIds ? [...access.deviceIds] : null);

export function toGroupDto(row: GroupListRow): Group {
  return {
    id: row.id,
    account_id: row.accountId,
    name: row.name,
    devices_count: row.devicesCount,
    device_ids: row.deviceIds ?? [],
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** GET /accounts/{id}/groups: the whole list in name order, or one page of it with the paging meta. */
export async function listAccountGroups(
  db: Db,
  access: AccountAccess,
  query: GroupListQuery,
): Promise<{ data: Group[]; meta?: PageMeta }> {
  await requireGroupsAccount(db, access);
  const search = query.query || undefined;
  const paged = query.page !== undefined || query.per_page !== undefined;
  const page = query.page ?? 1;
  const perPage = query.per_page ?? PAGE_SIZES.tables[0];
  const opts = { query: search, visible: visibleIds(access), withDeviceIds: !query.exclude_devices };
  const [rows, total] = await Promise.all([
    listGroups(
      db,
      access.accountId,
      paged ? { ...opts, limit: perPage, offset: (page - 1) * perPage } : opts,
    ),
    paged ? countGroups(db, access.accountId, search) : undefined,
  ]);
  const data = rows.map(toGroupDto);
  return total === undefined ? { data } : { data, meta: pageMeta(page, perPage, total, rows.length) };
}

/** One group of the account with the member ids the caller may see; 404 for another account's or none. */
export async function getGroup(db: Db, access: AccountAccess, groupId: number): Promise<Group> {
  await requireGroupsAccount(db, access);
  const [row] = await listGroups(db, access.accountId, {
    visible: visibleIds(access),
    withDeviceIds: true,
    only: groupId,
  });
  if (!row) throw notFound(GROUP_NOT_FOUND);
  return toGroupDto(row);
}

/** 422 naming the tracker ids that are not trackers of the account; nothing has been changed yet. */
async function requireAccountTrackers(db: Db, accountId: number, deviceIds: readonly number[]) {
  const foreign = await foreignDeviceIds(db, accountId, deviceIds);
  if (!foreign.length) return;
  const message = `These trackers are not in this account: ${namedIds(foreign)}`;
  throw unprocessable(message, { device_ids: [message] });
}

const nameTakenError = () => unprocessable(GROUP_NAME_TAKEN, { name: [GROUP_NAME_TAKEN] });

/** Runs a group write; two writers racing for one name meet the unique index, and get the same 422. */
async function writing<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTakenError();
    throw error;
  }
}

const unique = (ids: readonly number[] | undefined) => (ids ? [...new Set(ids)] : undefined);

/** POST /accounts/{id}/groups: the group and its first trackers, in one transaction. */
export async function createGroup(db: Db, access: AccountAccess, body: CreateGroupRequest): Promise<Group> {
  await requireGroupsAccount(db, access);
  requireGroupManager(access);
  const deviceIds = unique(body.device_ids) ?? [];
  const id = await writing(() =>
    db.transaction(async (tx) => {
      await requireAccountTrackers(tx, access.accountId, deviceIds);
      if (await nameTaken(tx, access.accountId, body.name)) throw nameTakenError();
      const group = await insertGroup(tx, access.accountId, body.name);
      await addMembers(tx, group.id, deviceIds);
      return group.id;
    }),
  );
  return getGroup(db, access, id);
}

/**
 * The shared shape of every write to an existing group: the account, the role, the group (locked, so edits of
 * one group's trackers happen one after another), then `change` in the same transaction, which marks the group
 * updated. Answers the group as it is afterwards.
 */
async function changeGroup(
  db: Db,
  access: AccountAccess,
  groupId: number,
  change: (tx: Db) => Promise<{ name?: string }>,
): Promise<Group> {
  await requireGroupsAccount(db, access);
  requireGroupManager(access);
  await writing(() =>
    db.transaction(async (tx) => {
      if (!(await lockGroup(tx, access.accountId, groupId))) throw notFound(GROUP_NOT_FOUND);
      const { name } = await change(tx);
      await touchGroup(tx, groupId, name);
    }),
  );
  return getGroup(db, access, groupId);
}

/** PUT /accounts/{id}/groups/{id}: a new name if given, and device_ids (when given) replaces the trackers. */
export function updateGroup(db: Db, access: AccountAccess, groupId: number, body: UpdateGroupRequest) {
  const deviceIds = unique(body.device_ids);
  return changeGroup(db, access, groupId, async (tx) => {
    if (deviceIds) await requireAccountTrackers(tx, access.accountId, deviceIds);
    if (body.name !== undefined && (await nameTaken(tx, access.accountId, body.name, groupId)))
      throw nameTakenError();
    if (deviceIds) {
      await removeMembers(tx, groupId, null);
      await addMembers(tx, groupId, deviceIds);
    }
    return { name: body.name };
  });
}

/** POST .../groups/{id}/devices: adds trackers; those already in the group stay as they are. */
export function appendGroupDevices(db: Db, access: AccountAccess, groupId: number, deviceIds: number[]) {
  const ids = unique(deviceIds)!;
  return changeGroup(db, access, groupId, async (tx) => {
    await requireAccountTrackers(tx, access.accountId, ids);
    await addMembers(tx, groupId, ids);
    return {};
  });
}

/** POST .../groups/{id}/devices-swap: the group holds exactly these trackers afterwards (none for []). */
export function swapGroupDevices(db: Db, access: AccountAccess, groupId: number, deviceIds: number[]) {
  const ids = unique(deviceIds)!;
  return changeGroup(db, access, groupId, async (tx) => {
    await requireAccountTrackers(tx, access.accountId, ids);
    await removeMembers(tx, groupId, null);
    await addMembers(tx, groupId, ids);
    return {};
  });
}

/**
 * DELETE .../groups/{id}/devices: removes these trackers from the group, every tracker for []. Ids of other
 * accounts' trackers are refused like everywhere else, even though removing them would change nothing: a client
 * sending them has the wrong list, and should hear so.
 */
export function removeGroupDevices(db: Db, access: AccountAccess, groupId: number, deviceIds: number[]) {
  const ids = unique(deviceIds)!;
  return changeGroup(db, access, groupId, async (tx) => {
    await requireAccountTrackers(tx, access.accountId, ids);
    await removeMembers(tx, groupId, ids.length ? ids : null);
    return {};
  });
}

/** DELETE /accounts/{id}/groups/{id}: the group and its memberships go; the trackers stay. */
export async function removeGroup(db: Db, access: AccountAccess, groupId: number): Promise<{ id: number }> {
  await requireGroupsAccount(db, access);
  requireGroupManager(access);
  await db.transaction(async (tx) => {
    if (!(await lockGroup(tx, access.accountId, groupId))) throw notFound(GROUP_NOT_FOUND);
    await deleteGroup(tx, groupId);
  });
  return { id: groupId };
}
