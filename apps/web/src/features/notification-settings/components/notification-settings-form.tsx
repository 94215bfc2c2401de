import {
  NOTIFICATION_DEFAULTS,
  NOTIFICATION_SETTINGS_TEXTS as TEXTS,
  TIMING,
  type Me,
  type NotificationCode,
  type NotificationSetting,
} from '@lodestar/contracts';
import { formatPhone } from '@lodestar/domain';
import { Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMemo, useState, type FormEvent } from 'react';
import { messageOf } from '../../../api/api-error.ts';
import { useCurrentAccount } from '../../../session/use-current-account.ts';
import { useNotificationSettings } from '../api/get-notification-settings.ts';
import { useSaveNotificationSettings } from '../api/save-notification-settings.ts';
import { useBrowserPush, unavailableReason, type BrowserPush } from '../hooks/use-browser-push.ts';
import { notificationSections, shownCodes } from '../utils/notification-sections.ts';
import { NotificationFields, type MobileBox } from './notification-fields.tsx';

/** The Notifications form on /alerts (spec 2 §2 Alerts, §3): what the user is told about, and how. */
export function NotificationSettingsForm() {
  const { me, access } = useCurrentAccount();
  if (!me || !access?.account) return null;
  return <NotificationSettingsCard me={me} accountId={access.account.id} />;
}

function NotificationSettingsCard({ me, accountId }: { me: Me; accountId: number }) {
  const settings = useNotificationSettings(accountId);
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="section"
      aria-labelledby="notification-settings-title"
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id="notification-settings-title">
          {TEXTS.title}
        </Title>
        {settings.isPending && <Loader size="sm" aria-label="Loading notification settings" />}
        {settings.isError && (
          <Text size="sm" c="red">
            {messageOf(settings.error, TEXTS.loadFailed)}
          </Text>
        )}
        {settings.data && <SettingsForm me={me} accountId={accountId} saved={settings.data} />}
      </Stack>
    </Card>
  );
}

/** Under the Mobile box: why this browser cannot be subscribed, or whether it is the one being notified. */
function mobileBox(push: BrowserPush, checked: boolean): MobileBox {
  const reason = unavailableReason(push.availability);
  const note = reason ?? (checked && push.subscribed === false ? TEXTS.pushOtherBrowser : null);
  // a box that is on can always be turned off, even where push cannot be turned on
  return { disabled: push.busy || (reason !== null && !checked), note, problem: push.problem };
}

function SettingsForm({ me, accountId, saved }: { me: Me; accountId: number; saved: NotificationSetting[] }) {
  const save = useSaveNotificationSettings(accountId);
  const push = useBrowserPush();
  const [values, setValues] = useState<Record<NotificationCode, boolean>>(() => ({
    ...NOTIFICATION_DEFAULTS,
    ...Object.fromEntries(saved.map((s) => [s.code, s.value])),
  }));
  const sections = useMemo(
    () =>
      notificationSections(
        saved.map((s) => s.code),
        { hasPhone: !!me.phone?.trim() },
      ),
    [saved, me.phone],
  );
  const set = (code: NotificationCode, value: boolean) => setValues((v) => ({ ...v, [code]: value }));

  const change = async (code: NotificationCode, value: boolean) => {
    if (code !== 'notify_via_mobile') return set(code, value);
    // Mobile is this browser's push subscription: made (with the permission prompt) or ended on the click itself
    if (value) {
      if (await push.turnOn()) set(code, true);
    } else {
      await push.turnOff();
      set(code, false);
    }
  };

  const labelOf = (code: NotificationCode) => {
    if (code === 'notify_via_email') return `${TEXTS.labels[code]} (${me.email})`;
    if (code === 'notify_via_sms') return `${TEXTS.labels[code]} (${formatPhone(me.phone)})`;
    return TEXTS.labels[code];
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await save.mutateAsync({
        settings: shownCodes(sections).map((code) => ({ code, value: values[code] })),
      });
      notifications.show({ color: 'green', message: TEXTS.saved, autoClose: TIMING.defaultToast });
    } catch (error) {
      notifications.show({ color: 'red', message: messageOf(error, TEXTS.saveFailed) });
    }
  };

  return (
    <form onSubmit={submit} aria-label={TEXTS.title}>
      <Stack gap="md">
        <NotificationFields
          sections={sections}
          values={values}
          onChange={(code, value) => void change(code, value)}
          labelOf={labelOf}
          mobile={mobileBox(push, values.notify_via_mobile)}
          disabled={save.isPending}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} disabled={push.busy}>
            {TEXTS.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
