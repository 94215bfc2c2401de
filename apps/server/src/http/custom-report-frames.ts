import { IMITATION_COOKIE, ROUTES, SESSION_COOKIE } from '@lodestar/contracts';
import { canViewCustomReport } from '@lodestar/domain';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import { accountSettings, memberships } from '../db/schema/index.ts';
import { findLiveSession } from '../modules/session/session.repository.ts';
import { hashToken } from '../modules/session/tokens.ts';

/**
 * The CSP source of a custom report address (setting embed_report_src): its origin when it is an absolute http(s)
 * URL, else null, so nothing is allowed for a javascript:, data: or mistyped address.
 */
export function embedOrigin(src: string | null | undefined): string | null {
  const text = src?.trim();
  if (!text) return null;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** Whether a page request is for the custom report's own address (/dashboards/analytics, any query). */
export function isCustomReportPage(url: string): boolean {
  const path = (url.split('?')[0] ?? '').replace(/\/+$/, '');
  return path === ROUTES.DashboardCustomView;
}

/**
 * The custom report origins of the accounts a user belongs to that may show one (dashboards on,
 * embeds_custom_report on, an address: the same rule the web app's guard applies), each once.
 */
export async function customReportOriginsOf(db: Db, userId: number): Promise<string[]> {
  const accountIds = db
    .select({ id: memberships.accountId })
    .from(memberships)
    .where(eq(memberships.userId, userId));
  const rows = await db
    .select({
      accountId: accountSettings.accountId,
      code: accountSettings.code,
      value: accountSettings.value,
    })
    .from(accountSettings)
    .where(inArray(accountSettings.accountId, accountIds));
  const byAccount = new Map<number, { code: string; value: string | null }[]>();
  for (const row of rows) byAccount.set(row.accountId, [...(byAccount.get(row.accountId) ?? []), row]);
  const origins = new Set<string>();
  for (const settings of byAccount.values()) {
    if (!canViewCustomReport({ settings })) continue;
    const origin = embedOrigin(settings.find((s) => s.code === 'embed_report_src')?.value);
    if (origin) origins.add(origin);
  }
  return [...origins].sort();
}

/**
 * The frame sources of a page request for the custom report (decision 0064): the signed-in person's (the
 * imitation cookie first, as for API calls) custom report origins. Nobody signed in, any other page, or a
 * lookup that fails (the database away): none, and the page keeps the policy that frames nothing but itself.
 */
export async function customReportFrameSources(db: Db, request: FastifyRequest): Promise<string[]> {
  if (!isCustomReportPage(request.url)) return [];
  const tokens = [request.cookies[IMITATION_COOKIE], request.cookies[SESSION_COOKIE]].filter(
    (t): t is string => !!t,
  );
  try {
    for (const token of tokens) {
      const found = await findLiveSession(db, hashToken(token));
      // temporary tokens only hand a session over; they never stand for a signed-in page
      if (found && found.session.kind !== 'temporary') return await customReportOriginsOf(db, found.user.id);
    }
  } catch (error) {
    request.log.warn({ err: error }, 'custom report frame sources: lookup failed; the page frames nothing');
  }
  return [];
}
