import {
  NOTIFICATION_CODES,
  NOTIFICATION_DEFAULTS,
  NOTIFICATION_SETTINGS_TEXTS as TEXTS,
  type NotificationCode,
} from '@lodestar/contracts';
import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { notificationSections } from '../utils/notification-sections.ts';
import { NotificationFields, type MobileBox } from './notification-fields.tsx';

const everyCode = [...NOTIFICATION_CODES];
const memberCodes = everyCode.filter((c) => !c.startsWith('receive_'));
const idle: MobileBox = { disabled: false, note: null, problem: null };

function render(
  codes: string[],
  opts: { hasPhone: boolean; mobile?: MobileBox; values?: Partial<Record<NotificationCode, boolean>> },
) {
  return renderToStaticMarkup(
    <MantineProvider>
      <NotificationFields
        sections={notificationSections(codes, { hasPhone: opts.hasPhone })}
        values={{ ...NOTIFICATION_DEFAULTS, ...opts.values }}
        onChange={() => {}}
        labelOf={(code) => TEXTS.labels[code]}
        mobile={opts.mobile ?? idle}
      />
    </MantineProvider>,
  );
}

/** The markup of the checkbox labelled `label` (Mantine renders one root per box, its input before its label). */
function box(html: string, label: string): string {
  const found = html.split('mantine-Checkbox-body').find((part) => part.includes(`>${label}</label>`));
  if (!found) throw new Error(`no '${label}' box`);
  return found;
}

describe('the Notifications form', () => {
  it('shows an admin of a B2B account both headings and the subscription and billing boxes', () => {
    const html = render(everyCode, { hasPhone: false });
    expect(html).toContain('Device Notifications');
    expect(html).toContain('Financial Notifications');
    expect(html).toContain('Subscription notifications');
    expect(html).toContain('Billing notifications');
  });

  it('shows other members the event kinds and channels only', () => {
    const html = render(memberCodes, { hasPhone: false });
    expect(html).not.toContain('Device Notifications');
    expect(html).not.toContain('Financial Notifications');
    expect(html).not.toContain('Billing notifications');
    for (const label of ['Geofence enter and exit', 'Low battery', 'E-mail', 'Mobile'])
      expect(html).toContain(label);
  });

  it('shows the SMS box with the consent text only for a user with a phone', () => {
    const without = render(memberCodes, { hasPhone: false });
    expect(without).not.toContain('>SMS</label>');
    expect(without).not.toContain('Reply STOP');
    const withPhone = render(memberCodes, { hasPhone: true });
    expect(box(withPhone, 'SMS')).toContain('Reply STOP');
    expect(withPhone).toContain(TEXTS.smsConsent.replace(/'/g, '&#x27;'));
  });

  it('says why the Mobile box cannot be turned on, and shows what went wrong', () => {
    const blocked = render(memberCodes, {
      hasPhone: false,
      mobile: { disabled: true, note: TEXTS.pushDenied, problem: null },
    });
    expect(box(blocked, 'Mobile')).toContain(TEXTS.pushDenied);
    expect(box(blocked, 'Mobile')).toContain('disabled=""');
    expect(box(blocked, 'E-mail')).not.toContain('disabled=""');
    const failed = render(memberCodes, { hasPhone: false, mobile: { ...idle, problem: TEXTS.pushFailed } });
    expect(box(failed, 'Mobile')).toContain(TEXTS.pushFailed);
    expect(box(failed, 'Mobile')).not.toContain('disabled=""');
  });

  it('ticks the boxes of the values it is given', () => {
    const html = render(memberCodes, {
      hasPhone: false,
      values: { notify_low_charge: false, notify_via_email: true },
    });
    const checked = (label: string) => box(html, label).includes('checked=""');
    expect(checked('E-mail')).toBe(true);
    expect(checked('Low battery')).toBe(false);
  });
});
