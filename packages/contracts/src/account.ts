import { z } from 'zod';

/** Account setting codes the product knows (spec 1 §3, spec 3 §3). */
export const ACCOUNT_SETTING_CODES = [
  'controls_available',
  'custom_commands_available',
  'unlimited_date_selection',
  'embed_report_src',
  'show_cancelled_devices',
  'dashboards',
  'embeds_custom_report',
  'ble_tags',
] as const;
export type AccountSettingCode = (typeof ACCOUNT_SETTING_CODES)[number];

export const accountSetting = z.object({ code: z.string(), value: z.string().nullable() });
export type AccountSetting = z.infer<typeof accountSetting>;

export const account = z.object({
  id: z.number().int(),
  title: z.string(),
  is_b2b_account: z.boolean(),
  can_track_shipments: z.boolean(),
  has_rules_engine: z.boolean(),
  has_api_access: z.boolean(),
  uses_gpx_app: z.boolean(),
  included_in_cs: z.boolean(),
  live_audio_minutes: z.number().int(),
  device_triggers_count: z.number().int(),
  settings: z.array(accountSetting),
});
export type Account = z.infer<typeof account>;

/** A setting is on when its value is truthy text ('1', 'true', 'on'). */
export function isSettingOn(acc: Pick<Account, 'settings'>, code: AccountSettingCode): boolean {
  const v = acc.settings.find((s) => s.code === code)?.value;
  return v != null && ['1', 'true', 'on', 'yes'].includes(v.toLowerCase());
}
