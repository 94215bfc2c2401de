import type { AuditEntry } from '@lodestar/contracts';
import {
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  Loader,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { pathTo } from '@lodestar/contracts';
import { ApiError } from '../../../api/api-error.ts';
import { useAuditLog } from '../api/get-audit-log.ts';
import { filtersFromParams } from '../utils/audit-log-filters.ts';
import { PaginationBar } from '../../../components/pagination-bar.tsx';
import { formatDateTime } from '../../../components/date-format.ts';

const FILTERS = ['user_id', 'admin_id', 'account_id', 'date_from', 'date_to'] as const;
type FilterName = (typeof FILTERS)[number];

const ACTION_LABELS: Record<AuditEntry['action'], string> = {
  'imitation.start': 'Imitation started',
  'imitation.end': 'Imitation ended',
  request: 'Change',
  utility: 'Utility',
};

function person(p: AuditEntry['user']): string {
  return p.name ? `${p.name} (#${p.id})` : `Deleted user #${p.id}`;
}

function FilterLink({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Anchor component="button" type="button" size="sm" onClick={onClick} title="Show only these entries">
      {label}
    </Anchor>
  );
}

function FilterForm({
  params,
  onApply,
}: {
  params: URLSearchParams;
  onApply: (values: Record<FilterName, string>) => void;
}) {
  const [values, setValues] = useState<Record<FilterName, string>>(
    () => Object.fromEntries(FILTERS.map((f) => [f, params.get(f) ?? ''])) as Record<FilterName, string>,
  );
  const field = (name: FilterName) => ({
    value: values[name],
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      const value = e.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply(values);
  };
  return (
    <form onSubmit={submit} aria-label="Audit log filters">
      <Group align="end" gap="sm" wrap="wrap">
        <TextInput label="Imitated user id" inputMode="numeric" w={140} {...field('user_id')} />
        <TextInput label="Admin id" inputMode="numeric" w={120} {...field('admin_id')} />
        <TextInput label="Account id" inputMode="numeric" w={120} {...field('account_id')} />
        <TextInput label="From" type="date" w={160} {...field('date_from')} />
        <TextInput label="To" type="date" w={160} {...field('date_to')} />
        <Button type="submit">Apply</Button>
        <Button
          variant="subtle"
          onClick={() => {
            const empty = Object.fromEntries(FILTERS.map((f) => [f, ''])) as Record<FilterName, string>;
            setValues(empty);
            onApply(empty);
          }}
        >
          Clear
        </Button>
      </Group>
    </form>
  );
}

/**
 * The audit log (decision 0024's GET /api/audit-log) for internal admins: every imitation's start and end and
 * each change made during one, newest first, filtered by user, admin, account and dates, in pages.
 */
export function AuditLogScreen() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const { data, isFetching, error } = useAuditLog(filters);

  const apply = (values: Record<FilterName, string>) => {
    const next = Object.fromEntries(Object.entries(values).filter(([, v]) => v.trim() !== ''));
    setParams(next);
  };
  // a name in the list filters by that person (or account)
  const only = (name: FilterName, id: number) => {
    const next = new URLSearchParams(params);
    next.set(name, String(id));
    next.delete('page');
    setParams(next);
  };
  const goTo = (page: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(page));
    setParams(next);
  };

  return (
    <Container size="xl" py="lg" w="100%">
      <Stack gap="md">
        <Group justify="space-between" align="end">
          <Title order={1}>Audit Log</Title>
          <Anchor component={Link} to={pathTo('InternalAdminHomeView')}>
            Internal admin home
          </Anchor>
        </Group>
        <Text size="sm" c="dimmed">
          What internal admins did while imitating users: each imitation&apos;s start and end, and every
          change made during it.
        </Text>
        <FilterForm key={params.toString()} params={params} onApply={apply} />
        {error && (
          <Text c="red" size="sm" role="alert">
            {error instanceof ApiError && error.serverMessage
              ? `${error.serverMessage}${Object.entries(error.errors)
                  .map(([f, m]) => ` ${f}: ${m.join(', ')}`)
                  .join(';')}`
              : 'The audit log could not be loaded. Please try again.'}
          </Text>
        )}
        <Paper withBorder radius="md" p="md">
          {isFetching && !data && <Loader size="sm" aria-label="Loading the audit log" />}
          {data && (
            <Stack gap="xs">
              {data.data.length > 0 && (
                <Table.ScrollContainer minWidth={800}>
                  <Table striped aria-label="Audit log entries">
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>When</Table.Th>
                        <Table.Th>What</Table.Th>
                        <Table.Th>Admin</Table.Th>
                        <Table.Th>Imitated user</Table.Th>
                        <Table.Th>Account</Table.Th>
                        <Table.Th>Request</Table.Th>
                        <Table.Th>Status</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {data.data.map((e) => (
                        <Table.Tr key={e.id}>
                          <Table.Td>{formatDateTime(e.created_at)}</Table.Td>
                          <Table.Td>
                            <Badge variant="light" color={e.action === 'request' ? 'blue' : 'orange'}>
                              {ACTION_LABELS[e.action]}
                            </Badge>
                          </Table.Td>
                          <Table.Td>
                            <FilterLink
                              label={person(e.acting_admin)}
                              onClick={() => only('admin_id', e.acting_admin.id)}
                            />
                          </Table.Td>
                          <Table.Td>
                            <FilterLink label={person(e.user)} onClick={() => only('user_id', e.user.id)} />
                          </Table.Td>
                          <Table.Td>
                            {e.account_id === null ? (
                              '—'
                            ) : (
                              <FilterLink
                                label={`#${e.account_id}`}
                                onClick={() => only('account_id', e.account_id!)}
                              />
                            )}
                          </Table.Td>
                          <Table.Td>{e.method ? `${e.method} ${e.path ?? ''}` : '—'}</Table.Td>
                          <Table.Td>{e.status_code ?? '—'}</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              )}
              <PaginationBar meta={data.meta} label="Audit log" onPage={goTo} />
            </Stack>
          )}
        </Paper>
      </Stack>
    </Container>
  );
}
