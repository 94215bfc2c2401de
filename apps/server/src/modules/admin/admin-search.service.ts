import type {
  AdminSearchAccount,
  AdminSearchQuery,
  AdminSearchResult,
  AdminSearchTracker,
  AdminSearchType,
  AdminSearchUser,
} from '@lodestar/contracts';
import { ADMIN_SEARCH_TYPES } from '@lodestar/contracts';
import type { Db } from '../../db/database.ts';
import { pageMeta } from '../devices/page-meta.ts';
import {
  membershipsOf,
  searchAccounts,
  searchTrackers,
  searchUsers,
  type SearchPage,
} from './admin-search.repository.ts';

async function accountsSection(db: Db, text: string, page: SearchPage) {
  const { rows, total } = await searchAccounts(db, text, page);
  const data: AdminSearchAccount[] = rows.map((r) => ({
    id: r.id,
    title: r.title,
    devices_count: r.devicesCount,
    users_count: r.usersCount,
  }));
  return { data, total };
}

async function usersSection(db: Db, text: string, page: SearchPage) {
  const { rows, total } = await searchUsers(db, text, page);
  const roles = await membershipsOf(
    db,
    rows.map((r) => r.id),
  );
  const data: AdminSearchUser[] = rows.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    is_gpx_admin: r.isGpxAdmin,
    accounts: roles.filter((m) => m.userId === r.id).map(({ id, title, role }) => ({ id, title, role })),
  }));
  return { data, total };
}

async function trackersSection(db: Db, text: string, page: SearchPage) {
  const { rows, total } = await searchTrackers(db, text, page);
  const data: AdminSearchTracker[] = rows.map((r) => ({
    id: r.id,
    name: r.name,
    serial: r.serial,
    imei: r.imei,
    iccid: r.iccid,
    account:
      r.accountId !== null && r.accountTitle !== null ? { id: r.accountId, title: r.accountTitle } : null,
  }));
  return { data, total };
}

const SECTIONS = { accounts: accountsSection, users: usersSection, trackers: trackersSection };

/**
 * The internal admin's search (decision 0031): each kind asked for answers one page, at most `per_page` rows, so
 * the answer stays small whatever the fleet's size.
 */
export async function adminSearch(db: Db, query: AdminSearchQuery): Promise<AdminSearchResult> {
  const types: readonly AdminSearchType[] = query.type ? [query.type] : ADMIN_SEARCH_TYPES;
  const page = { limit: query.per_page, offset: (query.page - 1) * query.per_page };
  const result: AdminSearchResult = {};
  // one kind after another: a single connection (PGlite) gains nothing from running them together
  for (const type of types) {
    const { data, total } = await SECTIONS[type](db, query.query, page);
    Object.assign(result, {
      [type]: { data, meta: pageMeta(query.page, query.per_page, total, data.length) },
    });
  }
  return result;
}
