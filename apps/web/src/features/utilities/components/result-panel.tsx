import type { UtilityResult } from '@lodestar/contracts';
import { Paper, Stack, Table, Text } from '@mantine/core';
import { formatDateTime } from '../../../components/date-format.ts';
import { detailParts } from '../utils/result-details.ts';

/** What a single action did: its message, and what it touched or read (a list of records as a table). */
export function ResultPanel({ result }: { result: UtilityResult }) {
  const parts = detailParts(result.details, formatDateTime);
  const values = parts.filter((p) => p.kind === 'value');
  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p="sm"
      bg="var(--mantine-color-green-light)"
      aria-label="Result"
    >
      <Stack gap="xs">
        <Text fw={600} role="status">
          {result.message}
        </Text>
        {values.length > 0 && (
          <Table variant="vertical" withTableBorder={false} fz="sm">
            <Table.Tbody>
              {values.map((p) => (
                <Table.Tr key={p.label}>
                  <Table.Th w="40%">{p.label}</Table.Th>
                  <Table.Td style={{ wordBreak: 'break-word' }}>{p.text}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {parts.map(
          (p) =>
            p.kind === 'table' && (
              <Table.ScrollContainer key={p.label} minWidth={480} maxHeight={360}>
                <Table striped fz="xs" aria-label={p.label} stickyHeader>
                  <Table.Thead>
                    <Table.Tr>
                      {p.columns.map((c) => (
                        <Table.Th key={c}>{c}</Table.Th>
                      ))}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {p.rows.map((row, i) => (
                      <Table.Tr key={i}>
                        {row.map((cell, j) => (
                          <Table.Td key={j}>{cell}</Table.Td>
                        ))}
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            ),
        )}
      </Stack>
    </Paper>
  );
}
