import type { UtilityInput } from '@lodestar/contracts';

type Flags = UtilityInput<'set-flags'>['flags'];
export type AccountFlag = keyof Flags;
/** A flag in the form: left as the account has it, or set on or off. */
export type FlagChoice = 'keep' | 'on' | 'off';

/** Set Flags with every flag left as it is would change nothing. */
export const NO_FLAG_CHOSEN = 'Set at least one flag on or off.';

/** The flags Set Flags may change, in the form's order, with their labels. */
export const ACCOUNT_FLAGS = [
  { flag: 'is_b2b_account', label: 'Business account' },
  { flag: 'can_track_shipments', label: 'Shipments' },
  { flag: 'has_rules_engine', label: 'Rules engine' },
  { flag: 'has_api_access', label: 'API access' },
  { flag: 'uses_gpx_app', label: 'Uses the mobile app' },
  { flag: 'included_in_cs', label: 'Included in customer support' },
  { flag: 'hide_sim_replacement_banner', label: 'Hide the SIM replacement banner' },
] as const satisfies readonly { flag: AccountFlag; label: string }[];

/** The input's `flags`: only those set on or off, so the others stay as they are. */
export function flagsInput(choices: Partial<Record<AccountFlag, FlagChoice>>): Partial<Flags> {
  const flags: Partial<Flags> = {};
  for (const { flag } of ACCOUNT_FLAGS) {
    const choice = choices[flag];
    if (choice === 'on' || choice === 'off') flags[flag] = choice === 'on';
  }
  return flags;
}
