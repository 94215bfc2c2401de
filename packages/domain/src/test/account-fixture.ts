import type { Account, AccountSetting } from '@lodestar/contracts';

/** An account with every flag off and no settings; tests switch on what they need. */
export function accountWith(
  overrides: Partial<Account> = {},
  settings: Record<string, string | null> = {},
): Account {
  const list: AccountSetting[] = Object.entries(settings).map(([code, value]) => ({ code, value }));
  return {
    id: 1,
    title: 'Acme',
    is_b2b_account: false,
    can_track_shipments: false,
    has_rules_engine: false,
    has_api_access: false,
    uses_gpx_app: false,
    included_in_cs: false,
    live_audio_minutes: 0,
    device_triggers_count: 0,
    settings: list,
    ...overrides,
  };
}
