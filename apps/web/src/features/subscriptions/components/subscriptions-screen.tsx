import { pathTo, TIMING, type SubscriptionStatus } from '@lodestar/contracts';
import {
  Alert,
  Box,
  Center,
  CloseButton,
  Group,
  Loader,
  NativeSelect,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PaginationBar } from '../../../components/pagination-bar.tsx';
import { usePage } from '../../../hooks/use-page.ts';
import { useCurrentAccount } from '../../../session/use-current-account.ts';
import { SUBSCRIPTIONS_PER_PAGE, useSubscriptions } from '../api/get-subscriptions.ts';
import { FILTER_STATUSES, statusLabel } from '../utils/subscription-words.ts';
import { SubscriptionCards } from './subscription-cards.tsx';
import { SubscriptionsTable } from './subscriptions-table.tsx';

const ALL = '';
const FILTER_OPTIONS = [
  { value: ALL, label: 'All statuses' },
  ...FILTER_STATUSES.map((status) => ({ value: status, label: statusLabel(status) })),
];

/**
 * The Subscriptions tab (spec 3 §2.4): the account's subscriptions, searched, filtered by status and paged; a table,
 * or cards on a phone.
 */
export function SubscriptionsScreen() {
  const { access } = useCurrentAccount();
  if (!access?.account) return null;
  return <Subscriptions accountId={access.account.id} />;
}

function Subscriptions({ accountId }: { accountId: number }) {
  const navigate = useNavigate();
  const [status, setStatus] = useState<SubscriptionStatus | null>(null);
  const [text, setText] = useState('');
  const [query] = useDebouncedValue(text.trim(), TIMING.otherSearchDebounce);
  const [perPage, setPerPage] = useState<number>(SUBSCRIPTIONS_PER_PAGE);
  const [page, setPage] = usePage(`${status ?? ALL}|${query}|${perPage}`);
  const subscriptions = useSubscriptions(accountId, { status, query, page, perPage });
  const meta = subscriptions.data?.meta;
  const open = (id: number) => void navigate(pathTo('ManageSubscriptionView', { id }));

  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        Subscriptions
      </Title>
      <Group align="flex-end" wrap="wrap" gap="xs">
        <TextInput
          label="Search"
          placeholder="Tracker name or serial number"
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          rightSection={
            text !== '' ? (
              <CloseButton size="sm" aria-label="Clear search" onClick={() => setText('')} />
            ) : null
          }
          style={{ flex: '1 1 220px' }}
        />
        <NativeSelect
          label="Status"
          data={FILTER_OPTIONS}
          value={status ?? ALL}
          onChange={(event) => setStatus((event.currentTarget.value || null) as SubscriptionStatus | null)}
          style={{ flex: '0 1 220px' }}
        />
      </Group>
      {subscriptions.isPending && (
        <Center py="xl">
          <Loader aria-label="Loading subscriptions" />
        </Center>
      )}
      {subscriptions.isError && <Alert color="red">The subscriptions could not be loaded.</Alert>}
      {meta?.total === 0 && (
        <EmptyState
          title="No results"
          body={
            status ? `No subscription is ${statusLabel(status)}.` : 'This account has no subscriptions yet.'
          }
        />
      )}
      {subscriptions.data && subscriptions.data.data.length > 0 && (
        <>
          <Box visibleFrom="sm">
            <SubscriptionsTable subscriptions={subscriptions.data.data} onOpen={open} />
          </Box>
          <Box hiddenFrom="sm">
            <SubscriptionCards subscriptions={subscriptions.data.data} onOpen={open} />
          </Box>
        </>
      )}
      {meta && meta.total > 0 && (
        <PaginationBar
          meta={meta}
          onPage={setPage}
          label="Subscriptions"
          pageSize={{ value: perPage, onChange: setPerPage }}
        />
      )}
    </Stack>
  );
}
