import { z } from 'zod';
import { envelope } from './envelope.ts';

/** The event kinds a user may be told about (spec 2 §3 Notification settings). */
export const NOTIFICATION_EVENT_CODES = [
  'notify_geofence_enter_exit',
  'notify_low_charge',
  'notify_device_alert',
  'notify_shipment_begin_end_late',
] as const;

/** The financial codes: shown to and set by an admin of a B2B account only (spec 2 §2 Alerts, §6). */
export const NOTIFICATION_FINANCIAL_CODES = [
  'receive_subscription_notifications',
  'receive_billing_notifications',
] as const;

/** The channels a user's event notifications go out on. 'Mobile' is a browser push notification (Web Push). */
export const NOTIFICATION_CHANNEL_CODES = [
  'notify_via_email',
  'notify_via_mobile',
  'notify_via_sms',
] as const;

/** Every notification setting code of spec 2 §3, in the order the form shows them. */
export const NOTIFICATION_CODES = [
  ...NOTIFICATION_EVENT_CODES,
  ...NOTIFICATION_FINANCIAL_CODES,
  ...NOTIFICATION_CHANNEL_CODES,
] as const;
export type NotificationCode = (typeof NOTIFICATION_CODES)[number];
export type NotificationSettingsMap = Record<NotificationCode, boolean>;

/**
 * What a user gets before they ever save the form (docs/decisions/0048). The spec sets the two financial codes on; a
 * fleet member expects tracker alerts by e-mail out of the box, so the event codes and e-mail are on too. Mobile needs
 * a browser subscription and SMS needs the user's consent, so both start off.
 */
export const NOTIFICATION_DEFAULTS: Readonly<NotificationSettingsMap> = {
  notify_geofence_enter_exit: true,
  notify_low_charge: true,
  notify_device_alert: true,
  notify_shipment_begin_end_late: true,
  receive_subscription_notifications: true,
  receive_billing_notifications: true,
  notify_via_email: true,
  notify_via_mobile: false,
  notify_via_sms: false,
};

/** True for a code only an admin of a B2B account sees and sets. */
export const isFinancialNotificationCode = (code: string): boolean =>
  (NOTIFICATION_FINANCIAL_CODES as readonly string[]).includes(code);

export const notificationCode = z.enum(NOTIFICATION_CODES, {
  error: (issue) =>
    typeof issue.input === 'string'
      ? `unknown notification setting '${issue.input}'`
      : 'must be a setting code',
});

/** One setting as the API carries it. */
export const notificationSetting = z.object({
  code: notificationCode,
  value: z.boolean({ error: 'must be true or false' }),
});
export type NotificationSetting = z.infer<typeof notificationSetting>;

/** POST /accounts/{id}/user-settings: the settings to change (spec 2 §7); codes left out keep their value. */
export const saveNotificationSettingsRequest = z.object({
  settings: z
    .array(notificationSetting, { error: 'must be a list of code and value' })
    .max(NOTIFICATION_CODES.length * 2, 'too many settings'),
});
export type SaveNotificationSettingsRequest = z.infer<typeof saveNotificationSettingsRequest>;

/** GET and POST answer: every code the caller may see, with the saved value or its default. */
export const notificationSettingsAnswer = envelope(z.array(notificationSetting));
export type NotificationSettingsAnswer = z.infer<typeof notificationSettingsAnswer>;

/** Texts of the Notifications form on /alerts (spec 2 §2 Alerts). */
export const NOTIFICATION_SETTINGS_TEXTS = {
  title: 'Notifications',
  deviceHeading: 'Device Notifications',
  financialHeading: 'Financial Notifications',
  channelsHeading: 'Notify me by',
  labels: {
    notify_geofence_enter_exit: 'Geofence enter and exit',
    notify_low_charge: 'Low battery',
    notify_device_alert: 'Tracker alerts (SOS, tamper, temperature and humidity)',
    notify_shipment_begin_end_late: 'Shipment begins, ends or runs late',
    receive_subscription_notifications: 'Subscription notifications',
    receive_billing_notifications: 'Billing notifications',
    notify_via_email: 'E-mail',
    notify_via_mobile: 'Mobile',
    notify_via_sms: 'SMS',
  } satisfies Record<NotificationCode, string>,
  smsConsent:
    'By checking this box you agree to receive text messages about your trackers from Lodestar. Message and data rates may apply. Reply STOP to opt out.',
  save: 'Save',
  saved: 'Notification settings saved',
  saveFailed: 'Could not save the notification settings',
  loadFailed: 'Could not load the notification settings',
  phoneRequired: 'Add a phone number to your profile to receive text messages.',
  financialOnly: 'Only an admin of a business account can change subscription and billing notifications.',
  pushUnsupported: 'This browser cannot show push notifications.',
  pushDenied: 'Notifications are blocked for this site in your browser settings.',
  pushFailed: 'Could not turn on push notifications in this browser.',
  pushInsecure: 'Push notifications need a secure (https) connection.',
  pushOtherBrowser: 'On for your other browsers. To add this one, uncheck the box and check it again.',
} as const;
