import type { ProvisioningResult } from '@lodestar/contracts';
import {
  Alert,
  Button,
  Container,
  FileInput,
  Group,
  Select,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { messageOf } from '../../../api/api-error.ts';
import { useProvisionCsv, useProvisioningAccounts } from '../api/provisioning-api.ts';
import { UnknownTrackersTable } from './unknown-trackers-table.tsx';

/**
 * Provision Trackers (internal admins, decision 0030): a CSV of serial, imei, iccid, model (and name) for one
 * account. Check lists every problem by line and column; Import adds every row or, on any problem, none.
 */
export function ProvisioningScreen() {
  const accounts = useProvisioningAccounts(true);
  const provision = useProvisionCsv();
  const [accountId, setAccountId] = useState<string | null>(null);
  const [csv, setCsv] = useState('');
  const [result, setResult] = useState<ProvisioningResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const run = async (dryRun: boolean) => {
    if (!accountId) return;
    setFailure(null);
    setResult(null);
    try {
      setResult(await provision.mutateAsync({ accountId: Number(accountId), csv, dryRun }));
    } catch (error) {
      setFailure(messageOf(error, 'The file could not be checked.'));
    }
  };
  const readFile = async (file: File | null) => {
    setResult(null);
    setCsv(file ? await file.text() : '');
  };

  return (
    <Container size="lg" py="lg" w="100%">
      <Stack gap="md">
        <Title order={1}>Provision Trackers</Title>
        <Text size="sm" c="dimmed">
          A CSV with a header line: serial and model (title or id) are required; imei, iccid and name are
          optional. Nothing is imported unless every row is right.
        </Text>
        <Select
          label="Account"
          searchable
          maw={400}
          placeholder={accounts.isPending ? 'Loading accounts…' : 'Choose an account'}
          data={(accounts.data ?? []).map((a) => ({ value: String(a.id), label: a.title }))}
          value={accountId}
          onChange={setAccountId}
        />
        <FileInput
          label="CSV file"
          accept=".csv,text/csv"
          maw={400}
          clearable
          onChange={(f) => void readFile(f)}
        />
        <Textarea
          label="Or paste the CSV"
          autosize
          minRows={4}
          maxRows={12}
          value={csv}
          onChange={(e) => {
            setResult(null);
            setCsv(e.currentTarget.value);
          }}
          styles={{ input: { fontFamily: 'monospace' } }}
        />
        <Group>
          <Button
            variant="default"
            disabled={!accountId || !csv.trim()}
            loading={provision.isPending}
            onClick={() => void run(true)}
          >
            Check
          </Button>
          <Button
            disabled={!accountId || !csv.trim()}
            loading={provision.isPending}
            onClick={() => void run(false)}
          >
            Import
          </Button>
        </Group>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        {result && <ProvisioningOutcome result={result} />}
        <UnknownTrackersTable />
      </Stack>
    </Container>
  );
}

function ProvisioningOutcome({ result }: { result: ProvisioningResult }) {
  if (result.errors.length)
    return (
      <Stack gap="xs">
        <Alert color="red" role="alert" title="Nothing was imported">
          {result.errors.length === 1 ? '1 problem' : `${result.errors.length} problems`} to fix in the file:
        </Alert>
        <Table striped aria-label="Problems in the file">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Line</Table.Th>
              <Table.Th>Column</Table.Th>
              <Table.Th>Problem</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {result.errors.map((e, i) => (
              <Table.Tr key={i}>
                <Table.Td>{e.row}</Table.Td>
                <Table.Td>{e.column}</Table.Td>
                <Table.Td>{e.message}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    );
  return (
    <Stack gap="xs">
      <Alert color={result.imported ? 'green' : 'blue'} role="status">
        {result.imported
          ? `Imported ${result.rows.length} trackers.`
          : `All ${result.rows.length} rows are right. Import adds them.`}
      </Alert>
      <Table striped aria-label="Trackers in the file">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Line</Table.Th>
            <Table.Th>Serial</Table.Th>
            <Table.Th>IMEI</Table.Th>
            <Table.Th>ICCID</Table.Th>
            <Table.Th>Tracker id</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {result.rows.map((r) => (
            <Table.Tr key={r.row}>
              <Table.Td>{r.row}</Table.Td>
              <Table.Td>{r.serial}</Table.Td>
              <Table.Td>{r.imei ?? ''}</Table.Td>
              <Table.Td>{r.iccid ?? ''}</Table.Td>
              <Table.Td>{r.device_id ?? ''}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
