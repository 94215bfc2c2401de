import type { AuditEntry, AuditLogQuery, PageMeta } from '@lodestar/contracts';
import type { Db } from '../../db/database.ts';
import type { AuthContext } from '../session/auth-context.ts';
import { pageMeta } from '../devices/page-meta.ts';
import { countAuditEntries, findAuditEntries, insertAuditEntry, setAuditStatus } from './audit.repository.ts';

/** What the audit trail keeps of one HTTP request. */
export interface AuditedRequest {
  method: string;
  /** The path without its query string. */
  path: string;
  ip: string;
  requestId: string;
  accountId: number | null;
}

// long enough for any real path; a crafted one cannot bloat the table
const PATH_MAX = 500;

/** An internal admin started or ended an imitation (decision 0024). */
export async function recordImitation(
  db: Db,
  action: 'imitation.start' | 'imitation.end',
  ids: { actingAdminId: number; userId: number },
  request?: Pick<AuditedRequest, 'ip' | 'requestId'>,
) {
  await insertAuditEntry(db, {
    action,
    actingAdminId: ids.actingAdminId,
    userId: ids.userId,
    ip: request?.ip ?? null,
    requestId: request?.requestId ?? null,
  });
}

/**
 * A write request made with an imitation, or by an internal admin as themselves (any path): who acted,
 * as whom and what they called. Written before the request is handled, so no write happens without its entry;
 * the answer's status is added by recordOutcome.
 */
export async function recordAdminRequest(
  db: Db,
  auth: AuthContext,
  request: AuditedRequest,
): Promise<number | null> {
  const actingAdminId =
    auth.kind === 'imitation' ? auth.actingAdminId : auth.user.isGpxAdmin ? auth.user.id : null;
  if (actingAdminId === null) return null;
  return insertAuditEntry(db, {
    action: 'request',
    actingAdminId,
    userId: auth.user.id,
    accountId: request.accountId,
    method: request.method,
    path: request.path.slice(0, PATH_MAX),
    ip: request.ip,
    requestId: request.requestId,
  });
}

/** How the recorded request ended (its HTTP status). */
export async function recordOutcome(db: Db, entryId: number, statusCode: number) {
  await setAuditStatus(db, entryId, statusCode);
}

/** GET /api/audit-log for internal admins: one page, newest first. */
export async function listAuditLog(
  db: Db,
  query: AuditLogQuery,
): Promise<{ data: AuditEntry[]; meta: PageMeta }> {
  const filter = {
    userId: query.user_id,
    adminId: query.admin_id,
    accountId: query.account_id,
    action: query.action,
    from: query.date_from,
    to: query.date_to,
  };
  const [rows, total] = await Promise.all([
    findAuditEntries(db, filter, { limit: query.per_page, offset: (query.page - 1) * query.per_page }),
    countAuditEntries(db, filter),
  ]);
  const data = rows.map(({ entry, adminName, userName }) => ({
    id: entry.id,
    created_at: entry.createdAt.toISOString(),
    action: entry.action,
    acting_admin: { id: entry.actingAdminId, name: adminName },
    user: { id: entry.userId, name: userName },
    account_id: entry.accountId,
    method: entry.method,
    path: entry.path,
    status_code: entry.statusCode,
    ip: entry.ip,
    request_id: entry.requestId,
    details: (entry.details as Record<string, unknown> | null) ?? null,
  }));
  return { data, meta: pageMeta(query.page, query.per_page, total, rows.length) };
}
