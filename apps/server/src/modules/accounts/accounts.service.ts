import type { Account } from '@lodestar/contracts';
import type { Db } from '../../db/database.ts';
import { forbidden } from '../../http/errors.ts';
import { issueSession } from '../session/session-issuer.ts';
import { revokeAccountApiTokens } from '../session/session.repository.ts';
import { API_ACCESS_OFF, type AccountAccess } from './account-access.ts';
import { findMembership } from './account-access.repository.ts';
import { findAccountsByIds, findSettingsOfAccounts, lockAccount } from './accounts.repository.ts';

/** Accounts in the API shape (flags plus the settings code/value list), in title order. */
export async function loadAccounts(db: Db, ids: number[]): Promise<Account[]> {
  const [rows, settings] = await Promise.all([findAccountsByIds(db, ids), findSettingsOfAccounts(db, ids)]);
  return rows.map((a) => ({
    id: a.id,
    title: a.title,
    is_b2b_account: a.isB2bAccount,
    can_track_shipments: a.canTrackShipments,
    has_rules_engine: a.hasRulesEngine,
    has_api_access: a.hasApiAccess,
    uses_gpx_app: a.usesGpxApp,
    included_in_cs: a.includedInCs,
    live_audio_minutes: a.liveAudioMinutes,
    // device triggers (SLA thresholds) are counted once that module exists
    device_triggers_count: 0,
    settings: settings.filter((s) => s.accountId === a.id).map((s) => ({ code: s.code, value: s.value })),
  }));
}

/** The account the scope resolved; it exists, since resolveAccountAccess found a membership or the row. */
export async function getAccount(db: Db, access: AccountAccess): Promise<Account> {
  const [account] = await loadAccounts(db, [access.accountId]);
  return account!;
}

const RESET_TOKEN_ADMINS_ONLY = 'Only account administrators can reset the API token.';

/**
 * Issues the account's API token (spec 3 §7 reset-token): admins only, and only with has_api_access. The token
 * acts as the admin who reset it, limited to this account; the previous token stops working at once.
 */
export async function resetApiToken(db: Db, access: AccountAccess): Promise<string> {
  if (access.role !== 'admin') throw forbidden(RESET_TOKEN_ADMINS_ONLY);
  // an internal admin who is not a member would issue a token that cannot act (it needs an admin member)
  const membership = await findMembership(db, access.accountId, access.userId);
  if (membership?.role !== 'admin') throw forbidden(RESET_TOKEN_ADMINS_ONLY);
  const account = await getAccount(db, access);
  if (!account.has_api_access) throw forbidden(API_ACCESS_OFF);
  // the row lock makes concurrent resets take turns, so exactly one token survives
  return db.transaction(async (tx) => {
    await lockAccount(tx, access.accountId);
    await revokeAccountApiTokens(tx, access.accountId);
    const issued = await issueSession(tx, {
      kind: 'api',
      userId: access.userId,
      accountId: access.accountId,
    });
    return issued.token;
  });
}
