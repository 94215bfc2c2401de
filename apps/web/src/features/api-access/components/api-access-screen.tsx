import { Alert, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useRef, useState } from 'react';
import { openConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useCurrentAccount } from '../../../session/use-current-account.ts';
import { useResetApiToken } from '../api/reset-api-token.ts';
import { API_ACCESS_TEXTS } from './api-access-texts.ts';
import { copyText } from './copy-text.ts';

/**
 * The API Access tab (spec 3 §2.4; the guard lets only accounts with has_api_access in). Only a hash of the token
 * is kept, so the field is masked until Reset issues a new token, which is then shown once to copy (decision 0044).
 */
export function ApiAccessScreen() {
  const { access } = useCurrentAccount();
  const accountId = access?.account?.id;
  if (!accountId) return null;
  return <ApiAccess accountId={accountId} isAdmin={access.role === 'admin'} />;
}

function ApiAccess({ accountId, isAdmin }: { accountId: number; isAdmin: boolean }) {
  const reset = useResetApiToken(accountId);
  const [token, setToken] = useState<string | null>(null);
  const field = useRef<HTMLInputElement>(null);

  const askReset = () =>
    void openConfirmDialog({
      title: API_ACCESS_TEXTS.resetQuestion,
      body: API_ACCESS_TEXTS.resetBody,
      actionLabel: API_ACCESS_TEXTS.resetAction,
      danger: true,
      action: async () => setToken((await reset.mutateAsync()).api_token),
      successMessage: null,
    });

  const copy = async () => {
    if (!token) return;
    if (await copyText(token, field.current))
      notifications.show({ color: 'green', message: API_ACCESS_TEXTS.copied });
    else notifications.show({ color: 'red', message: API_ACCESS_TEXTS.copyFailed });
  };

  return (
    <Stack gap="md" maw={720}>
      <Title order={2} size="h3">
        API Access
      </Title>
      <Text size="sm" c="dimmed">
        {API_ACCESS_TEXTS.intro}{' '}
        <a href="/api/docs" target="_blank" rel="noreferrer">
          {API_ACCESS_TEXTS.docs}
        </a>
      </Text>
      <Group align="flex-end" gap="sm" wrap="nowrap">
        <TextInput
          ref={field}
          label={API_ACCESS_TEXTS.tokenLabel}
          readOnly
          value={token ?? API_ACCESS_TEXTS.masked}
          style={{ flex: 1, minWidth: 0 }}
          styles={{ input: { fontFamily: 'monospace' } }}
          onFocus={(event) => token && event.currentTarget.select()}
        />
        <Button variant="default" onClick={() => void copy()} disabled={!token}>
          Copy
        </Button>
        <Button color="red" variant="light" onClick={askReset} disabled={!isAdmin || reset.isPending}>
          {reset.isPending ? API_ACCESS_TEXTS.resetting : 'Reset'}
        </Button>
      </Group>
      {token ? (
        <Alert color="yellow" variant="light" title={API_ACCESS_TEXTS.shownOnceTitle}>
          {API_ACCESS_TEXTS.shownOnce}
        </Alert>
      ) : (
        <Text size="sm">{isAdmin ? API_ACCESS_TEXTS.beforeReset : API_ACCESS_TEXTS.adminsOnly}</Text>
      )}
    </Stack>
  );
}
