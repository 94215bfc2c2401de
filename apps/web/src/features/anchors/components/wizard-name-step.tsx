import { ANCHOR_TEXTS, TIMING } from '@lodestar/contracts';
import { Button, Center, Group, Loader, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState, type FormEvent } from 'react';
import { useBleTrackers } from '../api/get-ble-trackers.ts';
import { useMapAnchors } from '../api/get-map-anchors.ts';
import type { AnchorWizardState } from '../hooks/use-anchor-wizard.ts';
import { canLeaveNameStep } from '../utils/anchor-form.ts';
import classes from './anchors.module.css';

/**
 * Step 1, name and serial (spec 1 §2.8): the anchor's name and the BLE tracker it is, chosen from the account's
 * BLE-capable trackers (25 at most, searched on the server). Editing locks the serial. Continue needs both.
 */
export function WizardNameStep({ accountId, wizard }: { accountId: number; wizard: AnchorWizardState }) {
  const { form, update, editing } = wizard;
  const [searchText, setSearchText] = useState('');
  const [search] = useDebouncedValue(searchText.trim(), TIMING.comboboxDebounce);
  const trackers = useBleTrackers(accountId, search, !editing);
  // a tracker is one anchor at most: those already placed are shown, but cannot be chosen again
  const anchors = useMapAnchors(accountId);
  const anchorOf = new Map((anchors.data ?? []).map((a) => [a.serial, a.name]));
  const ready = canLeaveNameStep(form);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready) wizard.setStep(2);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={ANCHOR_TEXTS.name}
          value={form.name}
          onChange={(event) => update({ name: event.currentTarget.value })}
          maxLength={255}
          autoComplete="off"
          required
          data-autofocus
        />
        {editing ? (
          <TextInput
            label={ANCHOR_TEXTS.serial}
            value={form.serial}
            readOnly
            disabled
            description="An anchor's serial cannot be changed; delete the anchor and add a new one instead."
          />
        ) : (
          <Stack gap={6}>
            <TextInput
              label={ANCHOR_TEXTS.device}
              description="The BLE tracker this anchor is, by name or serial"
              placeholder="Search BLE trackers..."
              value={searchText}
              onChange={(event) => setSearchText(event.currentTarget.value)}
              autoComplete="off"
            />
            {trackers.isPending && (
              <Center py="sm">
                <Loader size="sm" aria-label="Loading BLE trackers" />
              </Center>
            )}
            {trackers.isError && <Text c="red">The BLE trackers could not be loaded.</Text>}
            {trackers.data?.length === 0 && (
              <Text size="sm" c="dimmed">
                {search === '' ? 'This account has no BLE trackers.' : `No BLE trackers found: ${search}`}
              </Text>
            )}
            <Radio.Group
              value={form.serial}
              onChange={(serial) => {
                const tracker = trackers.data?.find((t) => t.serial === serial);
                update({ serial, trackerName: tracker?.name ?? '' });
              }}
              aria-label="BLE trackers"
            >
              <Stack gap={4}>
                {trackers.data?.map((tracker) => (
                  <Radio
                    key={tracker.id}
                    value={tracker.serial}
                    className={classes.trackerOption}
                    label={tracker.name}
                    description={
                      anchorOf.has(tracker.serial)
                        ? `${tracker.serial} · already the anchor '${anchorOf.get(tracker.serial)}'`
                        : tracker.serial
                    }
                    disabled={anchorOf.has(tracker.serial)}
                  />
                ))}
              </Stack>
            </Radio.Group>
            {form.serial !== '' && (
              <Text size="sm">
                Chosen: {form.trackerName || form.serial} ({form.serial})
              </Text>
            )}
          </Stack>
        )}
        <Group justify="flex-end">
          <Button type="submit" disabled={!ready}>
            {ANCHOR_TEXTS.continue}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
