import { pathTo, RULE_TEXTS } from '@lodestar/contracts';
import { Alert, Button, Center, Container, Group, Loader, Stack, Table, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PaginationBar } from '../../../components/pagination-bar.tsx';
import { usePage } from '../../../hooks/use-page.ts';
import { useRules } from '../api/get-rules.ts';
import { useRuleAccess } from '../hooks/use-rule-access.ts';
import { formatDateTime } from '../../../components/date-format.ts';

const created = (iso: string) => formatDateTime(iso);

/**
 * RulesManageView at /rules (spec 2 §2): title Rules, the rules with Rule name and Created At (a row opens the
 * rule), New Rule, and `hint` (the API Access hint, composed in by the app when the account has API access).
 */
export function RuleListScreen({ hint }: { hint?: ReactNode }) {
  const { account, canManage } = useRuleAccess();
  const [page, setPage] = usePage(String(account?.id ?? 0));
  const rules = useRules(account?.id ?? 0, page);
  const navigate = useNavigate();
  if (!account) return null;
  const open = (id: number) => void navigate(pathTo('RulesEditView', { id }));

  return (
    <Container size="md" w="100%" py="md" px="sm">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={1}>{RULE_TEXTS.listTitle}</Title>
          {canManage && (
            <Button component={Link} to={pathTo('RulesCreateView')}>
              New Rule
            </Button>
          )}
        </Group>
        {hint}
        {rules.isPending && (
          <Center py="xl">
            <Loader aria-label="Loading rules" />
          </Center>
        )}
        {rules.isError && <Alert color="red">The rules could not be loaded.</Alert>}
        {rules.data && rules.data.meta.total === 0 && <EmptyState title={RULE_TEXTS.noRules} />}
        {rules.data && rules.data.data.length > 0 && (
          <Table highlightOnHover aria-label="Rules" verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Rule name</Table.Th>
                <Table.Th>Created At</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rules.data.data.map((rule) => (
                <Table.Tr
                  key={rule.id}
                  onClick={() => open(rule.id)}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter' || event.key === ' ') {
                      event.preventDefault();
                      open(rule.id);
                    }
                  }}
                  tabIndex={0}
                  style={{ cursor: 'pointer' }}
                >
                  <Table.Td>{rule.name}</Table.Td>
                  <Table.Td>{created(rule.created_at)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {rules.data && rules.data.meta.total > 0 && (
          <PaginationBar meta={rules.data.meta} onPage={setPage} label="Rules pages" noun="rules" />
        )}
      </Stack>
    </Container>
  );
}
