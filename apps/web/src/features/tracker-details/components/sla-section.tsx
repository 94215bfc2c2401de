import {
  TIMING,
  TRACKER_DETAILS_TEXTS,
  TRACKER_SECTION_TITLES,
  TRACKER_SETTINGS_TEXTS,
  type DeviceDetails,
  type TrackerTriggers,
} from '@lodestar/contracts';
import { Button, Group, Loader, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { messageOf } from '../../../api/api-error.ts';
import { useTrackerTriggers } from '../api/get-tracker-triggers.ts';
import { useSaveTrackerTriggers } from '../api/save-tracker-triggers.ts';
import { fieldErrors } from '../../../api/field-errors.ts';
import { slaFormValues, slaRequest, slaRangeErrors, type SlaFormValues } from '../utils/sla-form.ts';
import { DetailsSection } from './details-section.tsx';

interface SlaFormProps {
  tracker: DeviceDetails;
  triggers: TrackerTriggers;
  readOnly: boolean;
}

function SlaForm({ tracker, triggers, readOnly }: SlaFormProps) {
  const save = useSaveTrackerTriggers(tracker.id);
  const { has_temperature: hasTemperature, has_humidity: hasHumidity } = tracker.model;
  const form = useForm<SlaFormValues>({
    initialValues: slaFormValues(triggers),
    validate: slaRangeErrors,
  });

  const submit = form.onSubmit(async (values) => {
    try {
      await save.mutateAsync(slaRequest(values, triggers, { hasTemperature, hasHumidity }));
      notifications.show({
        color: 'green',
        message: TRACKER_SETTINGS_TEXTS.slaUpdated,
        autoClose: TIMING.defaultToast,
      });
    } catch (error) {
      form.setErrors(fieldErrors(error));
      notifications.show({ color: 'red', message: messageOf(error, TRACKER_SETTINGS_TEXTS.slaFailed) });
    }
  });

  const field = (name: keyof SlaFormValues, label: string, suffix: string) => (
    <NumberInput
      label={label}
      suffix={suffix}
      decimalScale={2}
      step={1}
      allowDecimal
      readOnly={readOnly}
      {...form.getInputProps(name)}
    />
  );

  return (
    <form onSubmit={submit}>
      <Stack gap="sm">
        {!readOnly && (
          <Text size="sm" c="dimmed">
            {TRACKER_DETAILS_TEXTS.slaBlankDisables}
          </Text>
        )}
        {hasTemperature && (
          <SimpleGrid cols={2} spacing="sm">
            {field('min_temperature', 'Min temperature (°F)', ' °F')}
            {field('max_temperature', 'Max temperature (°F)', ' °F')}
          </SimpleGrid>
        )}
        {hasHumidity && (
          <SimpleGrid cols={2} spacing="sm">
            {field('min_humidity', 'Min humidity (%)', ' %')}
            {field('max_humidity', 'Max humidity (%)', ' %')}
          </SimpleGrid>
        )}
        {!readOnly && (
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending} disabled={!form.isDirty()}>
              Save SLAs
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}

/**
 * The Temperature and Humidity SLAs (spec 1 §2.6, §5): bounds typed in Fahrenheit and percent, sent in Celsius;
 * a blank field turns that bound off. Shown only for models with a temperature or humidity sensor.
 */
export function SlaSection({ tracker, readOnly }: { tracker: DeviceDetails; readOnly: boolean }) {
  const triggers = useTrackerTriggers(tracker.id);
  return (
    <DetailsSection title={TRACKER_SECTION_TITLES.slas}>
      {triggers.data ? (
        // the form restarts from what the server stored after each save
        <SlaForm
          key={JSON.stringify(triggers.data)}
          tracker={tracker}
          triggers={triggers.data}
          readOnly={readOnly}
        />
      ) : triggers.isError ? (
        <Text size="sm" c="red">
          {messageOf(triggers.error, TRACKER_SETTINGS_TEXTS.slaFailed)}
        </Text>
      ) : (
        <Loader size="sm" aria-label="Loading SLAs" />
      )}
    </DetailsSection>
  );
}
