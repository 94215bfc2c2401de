import type { AddedTracker } from '@lodestar/contracts';
import { Alert, Button, Checkbox, Container, Group, Select, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { messageOf } from '../../../api/api-error.ts';
import { fieldErrors } from '../../../api/field-errors.ts';
import { useCurrentAccount } from '../../../session/use-current-account.ts';
import { useProvisioningAccounts } from '../../provisioning/api/provisioning-api.ts';
import { fetchSighting, useAddTracker, useModels } from '../api/add-tracker-api.ts';
import { ConnectionDetails } from './connection-details.tsx';
import { formatDateTime } from '../../../components/date-format.ts';

interface Values {
  accountId: string;
  serial: string;
  imei: string;
  iccid: string;
  name: string;
  modelId: string;
  withIngestKey: boolean;
}

/**
 * Add Tracker (decision 0030): account admins add a tracker to their account; internal admins choose the
 * account. Typing an identifier that has been reporting shows that it has, so adding it claims it.
 */
export function AddTrackerScreen() {
  const { access } = useCurrentAccount();
  const [added, setAdded] = useState<AddedTracker | null>(null);
  const isInternalAdmin = access?.isInternalAdmin === true;
  const canAdd = access?.role === 'admin' || isInternalAdmin;
  return (
    <Container size="md" py="lg" w="100%">
      <Stack gap="lg">
        <Title order={1}>Add Tracker</Title>
        {!canAdd ? (
          <Alert color="yellow">Only account administrators can add trackers.</Alert>
        ) : added ? (
          <Stack>
            <ConnectionDetails added={added} />
            <Group>
              <Button variant="default" onClick={() => setAdded(null)}>
                Add another tracker
              </Button>
            </Group>
          </Stack>
        ) : (
          <AddTrackerForm
            defaultAccountId={access?.account?.id ?? null}
            chooseAccount={isInternalAdmin}
            onAdded={setAdded}
          />
        )}
      </Stack>
    </Container>
  );
}

function AddTrackerForm(props: {
  defaultAccountId: number | null;
  chooseAccount: boolean;
  onAdded: (added: AddedTracker) => void;
}) {
  const models = useModels();
  // 'Add' on an unknown identifier opens the form with it typed in
  const [search] = useSearchParams();
  const typedSerial = search.get('serial') ?? '';
  const accounts = useProvisioningAccounts(props.chooseAccount);
  const form = useForm<Values>({
    initialValues: {
      accountId: props.defaultAccountId ? String(props.defaultAccountId) : '',
      serial: typedSerial,
      imei: '',
      iccid: '',
      name: '',
      modelId: '',
      withIngestKey: false,
    },
    validate: {
      accountId: (v) => (v ? null : 'Choose the account.'),
      serial: (v) => (v.trim() ? null : 'Type the identifier the tracker sends.'),
      name: (v) => (v.trim() ? null : 'Give the tracker a name.'),
      modelId: (v) => (v ? null : 'Choose the model.'),
    },
  });
  const accountId = Number(form.values.accountId);
  const add = useAddTracker(accountId);
  const [sighting, setSighting] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const lookUp = async () => {
    const identifier = form.values.serial.trim();
    setSighting(null);
    if (!identifier || !accountId) return;
    const seen = await fetchSighting(accountId, identifier);
    if (seen)
      setSighting(
        `This identifier has been reporting since ${formatDateTime(seen.first_seen_at)} ` +
          `(${seen.report_count} reports, last ${formatDateTime(seen.last_seen_at)}). Adding it claims it.`,
      );
  };

  useEffect(() => {
    if (typedSerial) void lookUp();
    // once, for the identifier the link brought
  }, []);

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      props.onAdded(
        await add.mutateAsync({
          serial: values.serial.trim(),
          imei: values.imei.trim() || null,
          iccid: values.iccid.trim() || null,
          name: values.name.trim(),
          model_id: Number(values.modelId),
          with_ingest_key: values.withIngestKey,
        }),
      );
    } catch (error) {
      form.setErrors(fieldErrors(error, { model_id: 'modelId' }));
      setFailure(messageOf(error, 'The tracker could not be added.'));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={480}>
        {props.chooseAccount && (
          <Select
            label="Account"
            required
            searchable
            placeholder={accounts.isPending ? 'Loading accounts…' : 'Choose an account'}
            data={(accounts.data ?? []).map((a) => ({ value: String(a.id), label: a.title }))}
            allowDeselect={false}
            {...form.getInputProps('accountId')}
          />
        )}
        <TextInput
          label="Identifier (serial)"
          description="What the tracker sends as its id: Traccar Client's 'Device identifier', or the device's serial."
          required
          autoComplete="off"
          {...form.getInputProps('serial')}
          onBlur={() => void lookUp()}
        />
        {sighting && (
          <Alert color="blue" role="status">
            {sighting}
          </Alert>
        )}
        <TextInput label="Name" required autoComplete="off" {...form.getInputProps('name')} />
        <Select
          label="Model"
          required
          searchable
          placeholder={models.isPending ? 'Loading models…' : 'Choose a model'}
          data={(models.data ?? []).map((m) => ({ value: String(m.id), label: m.title }))}
          allowDeselect={false}
          {...form.getInputProps('modelId')}
        />
        <TextInput
          label="IMEI (optional)"
          inputMode="numeric"
          autoComplete="off"
          {...form.getInputProps('imei')}
        />
        <TextInput
          label="ICCID (optional)"
          inputMode="numeric"
          autoComplete="off"
          {...form.getInputProps('iccid')}
        />
        <Checkbox
          label="Require an ingest key"
          description="Only reports that carry the key are accepted; the identifier to type then ends in :key."
          {...form.getInputProps('withIngestKey', { type: 'checkbox' })}
        />
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={add.isPending}>
            Add Tracker
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
