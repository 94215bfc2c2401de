import { NOTIFICATION_CODES, NOTIFICATION_FINANCIAL_CODES } from '@lodestar/contracts';
import { describe, expect, it } from 'vitest';
import { base64UrlBytes } from './browser-push.ts';
import { notificationSections, shownCodes } from './notification-sections.ts';

const allCodes = [...NOTIFICATION_CODES];
const withoutFinancial = allCodes.filter(
  (c) => !(NOTIFICATION_FINANCIAL_CODES as readonly string[]).includes(c),
);

describe('the Notifications form groups', () => {
  it('gives an admin of a B2B account the Device Notifications heading and the Financial Notifications group', () => {
    const sections = notificationSections(allCodes, { hasPhone: true });
    expect(sections.map((s) => [s.id, s.heading])).toEqual([
      ['device', 'Device Notifications'],
      ['channels', 'Notify me by'],
      ['financial', 'Financial Notifications'],
    ]);
    expect(shownCodes(sections).sort()).toEqual([...allCodes].sort());
  });

  it('gives everyone else the event kinds and channels without those (the server leaves the codes out)', () => {
    const sections = notificationSections(withoutFinancial, { hasPhone: true });
    expect(sections.map((s) => s.id)).toEqual(['device', 'channels']);
    expect(sections[0]!.heading).toBeNull();
    expect(sections[0]!.codes).toEqual([
      'notify_geofence_enter_exit',
      'notify_low_charge',
      'notify_device_alert',
      'notify_shipment_begin_end_late',
    ]);
  });

  it('shows the SMS box only to a user with a phone, and never saves it otherwise', () => {
    const withPhone = notificationSections(withoutFinancial, { hasPhone: true });
    const withoutPhone = notificationSections(withoutFinancial, { hasPhone: false });
    expect(withPhone[1]!.codes).toEqual(['notify_via_email', 'notify_via_mobile', 'notify_via_sms']);
    expect(withoutPhone[1]!.codes).toEqual(['notify_via_email', 'notify_via_mobile']);
    expect(shownCodes(withoutPhone)).not.toContain('notify_via_sms');
  });
});

describe('the VAPID key for pushManager.subscribe', () => {
  it('is decoded from base64url without padding', () => {
    const bytes = Uint8Array.from({ length: 65 }, (_, i) => (i * 37) % 256);
    const text = Buffer.from(bytes).toString('base64url');
    expect(text).not.toContain('=');
    expect([...base64UrlBytes(text)]).toEqual([...bytes]);
  });
});
