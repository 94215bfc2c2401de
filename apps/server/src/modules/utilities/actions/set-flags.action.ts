import type { UtilityInput } from '@lodestar/contracts';
import { notFound, unprocessable } from '../../../http/errors.ts';
import type { UtilityAction } from '../utility-action.ts';
import {
  lockAccountFlags,
  setBannerHidden,
  updateAccountFlags,
  type AccountFlagColumns,
} from './set-flags.repository.ts';

type Flags = UtilityInput<'set-flags'>['flags'];
type Flag = keyof Flags;
type ColumnFlag = Exclude<Flag, 'hide_sim_replacement_banner'>;

/** The account columns behind the flags (spec 3 §3 Account; §6: they gate routes and features). */
const COLUMNS: Record<ColumnFlag, keyof AccountFlagColumns> = {
  is_b2b_account: 'isB2bAccount',
  can_track_shipments: 'canTrackShipments',
  has_rules_engine: 'hasRulesEngine',
  has_api_access: 'hasApiAccess',
  uses_gpx_app: 'usesGpxApp',
  included_in_cs: 'includedInCs',
};
const FLAG_ORDER = [...(Object.keys(COLUMNS) as ColumnFlag[]), 'hide_sim_replacement_banner'] as Flag[];

export const NO_FLAGS = 'Choose at least one flag to set.';

/**
 * Set Flags (decision 0071): sets only the given flags of an account: the accounts columns is_b2b_account,
 * can_track_shipments, has_rules_engine, has_api_access, uses_gpx_app, included_in_cs, and
 * hide_sim_replacement_banner (the account setting of that code, 'true' when hidden, absent when shown). The
 * others stay as they are. A change of has_rules_engine reaches the rules engine of every instance at once.
 * Refuses: no flag given (422), no such account (404).
 */
export const setFlagsAction: UtilityAction<'set-flags'> = {
  id: 'set-flags',
  bulk: false,
  async run(input, { services }) {
    const given = FLAG_ORDER.filter((f) => input.flags[f] !== undefined);
    if (!given.length) throw unprocessable(NO_FLAGS, { flags: [NO_FLAGS] });
    const accountId = input.account_id;
    const { title, before, after } = await services.database.db.transaction(async (tx) => {
      const row = await lockAccountFlags(tx, accountId);
      if (!row) throw notFound(`No account has the id ${accountId}.`);
      const columns: AccountFlagColumns = {};
      for (const flag of given)
        if (flag !== 'hide_sim_replacement_banner') columns[COLUMNS[flag]] = input.flags[flag];
      await updateAccountFlags(tx, accountId, columns);
      if (input.flags.hide_sim_replacement_banner !== undefined)
        await setBannerHidden(tx, accountId, input.flags.hide_sim_replacement_banner);
      const was = flagsOf(row);
      const now = { ...was };
      for (const flag of given) now[flag] = input.flags[flag]!;
      return { title: row.title, before: was, after: now };
    });
    if (before.has_rules_engine !== after.has_rules_engine) services.rules.changed(accountId);
    const changed = given.filter((f) => before[f] !== after[f]);
    const said = (f: Flag) => `${f} ${after[f] ? 'on' : 'off'}`;
    const unchanged = given.filter((f) => !changed.includes(f));
    return {
      message:
        `${title}: ${changed.length ? changed.map(said).join(', ') : 'no flag changed'}` +
        (unchanged.length ? ` (already so: ${unchanged.map(said).join(', ')}).` : '.'),
      details: { account_id: accountId, changed, flags: after },
    };
  },
};

function flagsOf(row: NonNullable<Awaited<ReturnType<typeof lockAccountFlags>>>): Required<Flags> {
  return {
    is_b2b_account: row.isB2bAccount,
    can_track_shipments: row.canTrackShipments,
    has_rules_engine: row.hasRulesEngine,
    has_api_access: row.hasApiAccess,
    uses_gpx_app: row.usesGpxApp,
    included_in_cs: row.includedInCs,
    hide_sim_replacement_banner: row.hideSimReplacementBanner,
  };
}
