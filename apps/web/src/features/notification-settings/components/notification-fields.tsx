import { NOTIFICATION_SETTINGS_TEXTS as TEXTS, type NotificationCode } from '@lodestar/contracts';
import { Checkbox, Stack, Title } from '@mantine/core';
import type { NotificationSection } from '../utils/notification-sections.ts';

export interface MobileBox {
  /** Off and not changeable here (no push support, blocked, or busy subscribing). */
  disabled: boolean;
  /** Said under the box: why it cannot be turned on here, or that this browser is the one notified. */
  note: string | null;
  /** What went wrong the last time it was turned on or off. */
  problem: string | null;
}

export interface NotificationFieldsProps {
  sections: readonly NotificationSection[];
  values: Readonly<Record<NotificationCode, boolean>>;
  onChange: (code: NotificationCode, value: boolean) => void;
  /** The label of a code: the channel boxes name the user's own address and phone. */
  labelOf: (code: NotificationCode) => string;
  mobile: MobileBox;
  disabled?: boolean;
}

function descriptionOf(code: NotificationCode, mobile: MobileBox): string | undefined {
  if (code === 'notify_via_sms') return TEXTS.smsConsent;
  if (code === 'notify_via_mobile') return mobile.note ?? undefined;
  return undefined;
}

/** The checkboxes of the Notifications form, in their groups; the SMS box carries the consent text. */
export function NotificationFields({
  sections,
  values,
  onChange,
  labelOf,
  mobile,
  disabled,
}: NotificationFieldsProps) {
  return (
    <Stack gap="lg">
      {sections.map((section) => (
        <Stack key={section.id} gap="xs" component="fieldset" style={{ border: 0, margin: 0, padding: 0 }}>
          {section.heading && (
            <Title order={3} size="h5" component="legend" mb={4}>
              {section.heading}
            </Title>
          )}
          {section.codes.map((code) => (
            <Checkbox
              key={code}
              label={labelOf(code)}
              checked={values[code]}
              disabled={disabled || (code === 'notify_via_mobile' && mobile.disabled)}
              description={descriptionOf(code, mobile)}
              error={code === 'notify_via_mobile' ? mobile.problem : undefined}
              onChange={(event) => onChange(code, event.currentTarget.checked)}
            />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
