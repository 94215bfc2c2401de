import { ADMIN_SEARCH_QUERY_MIN, pathTo, type AdminSearchUser } from '@lodestar/contracts';
import { Anchor, Container, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../../api/api-error.ts';
import { clearStoredAccount } from '../../../session/stored-account.ts';
import { startImitation } from '../api/start-imitation.ts';
import { imitationStartUrl } from '../utils/admin-links.ts';
import { AccountResults, TrackerResults, UserResults } from './search-sections.tsx';

const SEARCH_DEBOUNCE_MS = 300;

async function imitate(user: AdminSearchUser) {
  try {
    await startImitation(user.id);
    // the admin's opened account is closed, so Quit Imitation comes back to this home
    clearStoredAccount();
    window.location.assign(imitationStartUrl(window.location.origin));
  } catch (error) {
    const reason = error instanceof ApiError ? error.serverMessage : null;
    notifications.show({
      color: 'red',
      message: reason ?? `Could not imitate ${user.name}. Please try again.`,
    });
  }
}

/**
 * The internal admin home (decision 0031): where an internal admin lands, with one search over accounts, users
 * and trackers. The text lives in the address (`q`), so going back to the home keeps the results.
 */
export function InternalAdminScreen() {
  const [params, setParams] = useSearchParams();
  const text = params.get('q') ?? '';
  const [rested] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const ready = rested.length >= ADMIN_SEARCH_QUERY_MIN;

  return (
    <Container size="xl" py="lg" w="100%">
      <Stack gap="md">
        <Group justify="space-between" align="end">
          <Title order={1}>Internal Admin</Title>
          <Anchor component={Link} to={pathTo('AuditLogView')}>
            Audit log
          </Anchor>
        </Group>
        <TextInput
          label="Search accounts, users and trackers"
          description="By account or user name, e-mail, tracker name, serial, IMEI or ICCID"
          placeholder="e.g. maria@rivera.test or LS100001"
          value={text}
          onChange={(e) =>
            setParams(e.currentTarget.value ? { q: e.currentTarget.value } : {}, { replace: true })
          }
          autoFocus
          type="search"
          maxLength={100}
        />
        {ready ? (
          <Stack gap="md">
            <AccountResults query={rested} />
            <UserResults query={rested} onImitate={(u) => void imitate(u)} />
            <TrackerResults query={rested} />
          </Stack>
        ) : (
          <Text c="dimmed" size="sm">
            Type at least {ADMIN_SEARCH_QUERY_MIN} characters to search every account.
          </Text>
        )}
      </Stack>
    </Container>
  );
}
