import {
  isFinancialNotificationCode,
  NOTIFICATION_CHANNEL_CODES,
  NOTIFICATION_EVENT_CODES,
  NOTIFICATION_FINANCIAL_CODES,
  NOTIFICATION_SETTINGS_TEXTS as TEXTS,
  type NotificationCode,
} from '@lodestar/contracts';

export interface NotificationSection {
  id: 'device' | 'channels' | 'financial';
  /** null: the group shows without a heading. */
  heading: string | null;
  codes: NotificationCode[];
}

/**
 * The Notifications form's groups (spec 2 §2 Alerts, §6). The server answers the financial codes only to an admin
 * of a B2B account, so their presence decides both the Financial Notifications group and the Device Notifications
 * heading; everyone chooses the event kinds and channels. The SMS box shows only for a user with a phone.
 */
export function notificationSections(
  codesFromServer: readonly string[],
  { hasPhone }: { hasPhone: boolean },
): NotificationSection[] {
  const b2bAdmin = codesFromServer.some(isFinancialNotificationCode);
  const sections: NotificationSection[] = [
    { id: 'device', heading: b2bAdmin ? TEXTS.deviceHeading : null, codes: [...NOTIFICATION_EVENT_CODES] },
    {
      id: 'channels',
      heading: TEXTS.channelsHeading,
      codes: NOTIFICATION_CHANNEL_CODES.filter((code) => code !== 'notify_via_sms' || hasPhone),
    },
  ];
  if (b2bAdmin)
    sections.push({
      id: 'financial',
      heading: TEXTS.financialHeading,
      codes: [...NOTIFICATION_FINANCIAL_CODES],
    });
  return sections;
}

/** The codes the form shows, which are the ones it saves (a hidden SMS box never turns SMS on or off). */
export const shownCodes = (sections: readonly NotificationSection[]): NotificationCode[] =>
  sections.flatMap((s) => s.codes);
