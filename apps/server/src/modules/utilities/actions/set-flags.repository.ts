import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { accountSettings, accounts } from '../../../db/schema/index.ts';

/** The account setting that hides the SIM replacement banner (spec 3 §2.10; decision 0070) when 'true'. */
export const BANNER_SETTING = 'hide_sim_replacement_banner';

export type AccountFlagColumns = Partial<
  Pick<
    typeof accounts.$inferInsert,
    'isB2bAccount' | 'canTrackShipments' | 'hasRulesEngine' | 'hasApiAccess' | 'usesGpxApp' | 'includedInCs'
  >
>;

/** The account's flags and whether the banner is hidden, locked for the caller's change; undefined: no account. */
export async function lockAccountFlags(tx: Db, accountId: number) {
  const [row] = await tx
    .select({
      title: accounts.title,
      isB2bAccount: accounts.isB2bAccount,
      canTrackShipments: accounts.canTrackShipments,
      hasRulesEngine: accounts.hasRulesEngine,
      hasApiAccess: accounts.hasApiAccess,
      usesGpxApp: accounts.usesGpxApp,
      includedInCs: accounts.includedInCs,
    })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .for('update');
  if (!row) return undefined;
  const [banner] = await tx
    .select({ value: accountSettings.value })
    .from(accountSettings)
    .where(and(eq(accountSettings.accountId, accountId), eq(accountSettings.code, BANNER_SETTING)));
  return { ...row, hideSimReplacementBanner: banner?.value === 'true' };
}

export async function updateAccountFlags(tx: Db, accountId: number, columns: AccountFlagColumns) {
  if (!Object.keys(columns).length) return;
  await tx.update(accounts).set(columns).where(eq(accounts.id, accountId));
}

/** Hides the banner (the setting 'true') or shows it again (no setting: the default). */
export async function setBannerHidden(tx: Db, accountId: number, hidden: boolean) {
  if (hidden)
    await tx
      .insert(accountSettings)
      .values({ accountId, code: BANNER_SETTING, value: 'true' })
      .onConflictDoUpdate({
        target: [accountSettings.accountId, accountSettings.code],
        set: { value: 'true' },
      });
  else
    await tx
      .delete(accountSettings)
      .where(and(eq(accountSettings.accountId, accountId), eq(accountSettings.code, BANNER_SETTING)));
}
