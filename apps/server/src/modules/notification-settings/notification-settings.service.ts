import {
  isFinancialNotificationCode,
  NOTIFICATION_CODES,
  NOTIFICATION_SETTINGS_TEXTS,
  type NotificationSetting,
  type SaveNotificationSettingsRequest,
} from '@lodestar/contracts';
import type { Db } from '../../db/database.ts';
import { forbidden, unprocessable } from '../../http/errors.ts';
import type { AccountAccess } from '../accounts/account-access.ts';
import { isB2bAccount } from '../accounts/accounts.repository.ts';
import { findUserById } from '../users/users.repository.ts';
import { findNotificationSettings, saveNotificationSettings } from './notification-settings.repository.ts';

/** Subscription and billing notifications are an admin of a business account's (spec 2 §2 Alerts, §6). */
async function seesFinancialCodes(db: Db, access: AccountAccess): Promise<boolean> {
  return access.role === 'admin' && (await isB2bAccount(db, access.accountId));
}

async function hasPhone(db: Db, userId: number): Promise<boolean> {
  return !!(await findUserById(db, userId))?.phone?.trim();
}

/** The caller's own settings in the account, every code they may see, with its saved value or its default. */
export async function getNotificationSettings(db: Db, access: AccountAccess): Promise<NotificationSetting[]> {
  const financial = await seesFinancialCodes(db, access);
  const values = (await findNotificationSettings(db, access.accountId, [access.userId])).get(access.userId)!;
  return NOTIFICATION_CODES.filter((code) => financial || !isFinancialNotificationCode(code)).map((code) => ({
    code,
    value: values[code],
  }));
}

/**
 * Saves the caller's own settings (every role sets their own). The financial codes are refused unless the caller
 * is an admin of a B2B account; text messages need a phone number on the caller's profile to go to.
 */
export async function updateNotificationSettings(
  db: Db,
  access: AccountAccess,
  { settings }: SaveNotificationSettingsRequest,
): Promise<NotificationSetting[]> {
  if (settings.some((s) => isFinancialNotificationCode(s.code)) && !(await seesFinancialCodes(db, access))) {
    throw forbidden(NOTIFICATION_SETTINGS_TEXTS.financialOnly);
  }
  if (settings.some((s) => s.code === 'notify_via_sms' && s.value) && !(await hasPhone(db, access.userId))) {
    throw unprocessable(NOTIFICATION_SETTINGS_TEXTS.phoneRequired, {
      notify_via_sms: [NOTIFICATION_SETTINGS_TEXTS.phoneRequired],
    });
  }
  await saveNotificationSettings(db, access.accountId, access.userId, settings);
  return getNotificationSettings(db, access);
}
