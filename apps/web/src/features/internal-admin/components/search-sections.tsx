import {
  pathTo,
  ROLE_LABELS,
  type AdminSearchAccount,
  type AdminSearchTracker,
  type AdminSearchType,
  type AdminSearchUser,
  type PageMeta,
} from '@lodestar/contracts';
import { Anchor, Button, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useAdminSearch } from '../api/search-admin.ts';
import { openAccountUrl } from '../utils/admin-links.ts';
import { PaginationBar } from '../../../components/pagination-bar.tsx';

/** A full page load: the opened account becomes the app's current account, as switching accounts does. */
const openAccount = (accountId: number) => window.location.assign(openAccountUrl(accountId));

function Section<T>({
  type,
  title,
  query,
  head,
  row,
}: {
  type: AdminSearchType;
  title: string;
  query: string;
  head: ReactNode;
  row: (item: T) => ReactNode;
}) {
  const [page, setPage] = useState({ query, page: 1 });
  // a new search starts on its first page
  const current = page.query === query ? page.page : 1;
  const { data, isFetching, isError } = useAdminSearch(type, query, current, true);
  const section = data?.[type] as { data: T[]; meta: PageMeta } | undefined;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4">
          {title}
        </Title>
        {isFetching && <Loader size="xs" aria-label={`Searching ${title.toLowerCase()}`} />}
      </Group>
      {isError && (
        <Text c="red" size="sm">
          The search failed. Please try again.
        </Text>
      )}
      {section && (
        <Stack gap="xs">
          {section.data.length > 0 && (
            <Table.ScrollContainer minWidth={560}>
              <Table striped highlightOnHover>
                <Table.Thead>{head}</Table.Thead>
                <Table.Tbody>{section.data.map(row)}</Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          <PaginationBar meta={section.meta} label={title} onPage={(p) => setPage({ query, page: p })} />
        </Stack>
      )}
    </Paper>
  );
}

export function AccountResults({ query }: { query: string }) {
  return (
    <Section<AdminSearchAccount>
      type="accounts"
      title="Accounts"
      query={query}
      head={
        <Table.Tr>
          <Table.Th>Account</Table.Th>
          <Table.Th>Trackers</Table.Th>
          <Table.Th>Users</Table.Th>
          <Table.Th />
        </Table.Tr>
      }
      row={(a) => (
        <Table.Tr key={a.id}>
          <Table.Td>{a.title}</Table.Td>
          <Table.Td>{a.devices_count}</Table.Td>
          <Table.Td>{a.users_count}</Table.Td>
          <Table.Td ta="right">
            <Button size="compact-sm" variant="light" onClick={() => openAccount(a.id)}>
              Open {a.title}
            </Button>
          </Table.Td>
        </Table.Tr>
      )}
    />
  );
}

export function UserResults({
  query,
  onImitate,
}: {
  query: string;
  onImitate: (user: AdminSearchUser) => void;
}) {
  return (
    <Section<AdminSearchUser>
      type="users"
      title="Users"
      query={query}
      head={
        <Table.Tr>
          <Table.Th>Name</Table.Th>
          <Table.Th>E-mail</Table.Th>
          <Table.Th>Accounts</Table.Th>
          <Table.Th />
        </Table.Tr>
      }
      row={(u) => (
        <Table.Tr key={u.id}>
          <Table.Td>{u.name}</Table.Td>
          <Table.Td>{u.email}</Table.Td>
          <Table.Td>
            {u.is_gpx_admin && <Text size="sm">Internal admin</Text>}
            {u.accounts.map((a) => (
              <Text size="sm" key={a.id}>
                <Anchor component="button" type="button" onClick={() => openAccount(a.id)}>
                  {a.title}
                </Anchor>{' '}
                <Text span size="xs" c="dimmed">
                  {ROLE_LABELS[a.role]}
                </Text>
              </Text>
            ))}
          </Table.Td>
          <Table.Td ta="right">
            {/* internal admins cannot be imitated (the server refuses too); a user without an account has no
                app to see: the guard signs such a session out (spec 3 §2.2) */}
            {!u.is_gpx_admin && u.accounts.length > 0 && (
              <Button
                size="compact-sm"
                variant="light"
                color="orange"
                aria-label={`Imitate ${u.name}`}
                onClick={() => onImitate(u)}
              >
                Imitate
              </Button>
            )}
          </Table.Td>
        </Table.Tr>
      )}
    />
  );
}

export function TrackerResults({ query }: { query: string }) {
  return (
    <Section<AdminSearchTracker>
      type="trackers"
      title="Trackers"
      query={query}
      head={
        <Table.Tr>
          <Table.Th>Tracker</Table.Th>
          <Table.Th>Serial</Table.Th>
          <Table.Th>IMEI</Table.Th>
          <Table.Th>ICCID</Table.Th>
          <Table.Th>Account</Table.Th>
        </Table.Tr>
      }
      row={(d) => (
        <Table.Tr key={d.id}>
          <Table.Td>
            {d.account ? (
              <Anchor
                component={Link}
                to={pathTo('GpxAdminDeviceDetailsView', { accountId: d.account.id, id: d.id })}
              >
                {d.name}
              </Anchor>
            ) : (
              d.name
            )}
          </Table.Td>
          <Table.Td>{d.serial}</Table.Td>
          <Table.Td>{d.imei ?? '—'}</Table.Td>
          <Table.Td>{d.iccid ?? '—'}</Table.Td>
          <Table.Td>
            {d.account ? (
              <Anchor component="button" type="button" onClick={() => openAccount(d.account!.id)}>
                {d.account.title}
              </Anchor>
            ) : (
              '—'
            )}
          </Table.Td>
        </Table.Tr>
      )}
    />
  );
}
