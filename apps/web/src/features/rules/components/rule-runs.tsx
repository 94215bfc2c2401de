import type { RuleRun } from '@lodestar/contracts';
import { Alert, Badge, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PaginationBar } from '../../../components/pagination-bar.tsx';
import { RULE_TEXTS } from '@lodestar/contracts';
import { useRuleRuns } from '../api/get-rule-runs.ts';
import { OUTCOME_COLORS, OUTCOME_LABELS } from '../utils/rule-labels.ts';
import { formatDateTime } from '../../../components/date-format.ts';

const when = (iso: string) => formatDateTime(iso);

/** How a fired run's deliveries went: 'mail sent', 'webhook pending (2 attempts): HTTP 503'. */
export function deliveryText(d: RuleRun['deliveries'][number]): string {
  const attempts =
    d.status === 'sent' || d.attempts === 0 ? '' : ` (${d.attempts} attempt${d.attempts === 1 ? '' : 's'})`;
  return `${d.channel} ${d.status}${attempts}${d.last_error ? `: ${d.last_error}` : ''}`;
}

/**
 * The rule's runs on its edit screen: fired, throttled, failed or skipped, why, for which tracker and when, and
 * how each fired run's deliveries went, so a user sees why the rule did or did not act.
 */
export function RuleRuns({ accountId, ruleId }: { accountId: number; ruleId: number }) {
  const [page, setPage] = useState(1);
  const runs = useRuleRuns(accountId, ruleId, page);
  return (
    <Stack gap="xs" maw={760} mx="auto" w="100%">
      <Title order={2} size="h4">
        Runs
      </Title>
      {runs.isPending && <Loader size="sm" aria-label="Loading runs" />}
      {runs.isError && <Alert color="red">The runs could not be loaded.</Alert>}
      {runs.data && runs.data.meta.total === 0 && <EmptyState title={RULE_TEXTS.noRuns} />}
      {runs.data && runs.data.data.length > 0 && (
        <Table.ScrollContainer minWidth={520}>
          <Table striped aria-label="Rule runs" verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Outcome</Table.Th>
                <Table.Th>Tracker</Table.Th>
                <Table.Th>Time</Table.Th>
                <Table.Th>Reason and deliveries</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {runs.data.data.map((run) => (
                <Table.Tr key={run.id}>
                  <Table.Td>
                    <Badge color={OUTCOME_COLORS[run.outcome]} variant="light">
                      {OUTCOME_LABELS[run.outcome]}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{run.tracker_name ?? '—'}</Table.Td>
                  <Table.Td>
                    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                      {when(run.created_at)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Stack gap={2}>
                      {run.reason && <Text size="sm">{run.reason}</Text>}
                      {run.deliveries.map((d) => (
                        <Group key={d.id} gap={4}>
                          <Text size="xs" c={d.status === 'failed' ? 'red' : 'dimmed'}>
                            {deliveryText(d)}
                          </Text>
                        </Group>
                      ))}
                    </Stack>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {runs.data && runs.data.meta.last_page > 1 && (
        <PaginationBar meta={runs.data.meta} onPage={setPage} label="Rule runs pages" noun="runs" />
      )}
    </Stack>
  );
}
