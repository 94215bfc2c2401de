import { isSettingOn, pathTo, type Account } from '@lodestar/contracts';
import { Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, messageOf } from '../../../api/api-error.ts';
import { presetRange, type DateRange } from '../../../components/date-range/date-range-limits.ts';
import { DateRangePicker } from '../../../components/date-range/date-range-picker.tsx';
import { TrackerPicker } from '../../../components/tracker-picker.tsx';
import { useCreateReport } from '../api/create-report.ts';
import {
  createRequestOf,
  reportFormErrors,
  serverFieldErrors,
  type ReportFormErrors,
} from '../utils/report-form.ts';
import classes from './reports.module.css';

/**
 * New Report (spec 2 §2, §5, §9): a tracker and a period (presets, 3 months back or 12 with
 * unlimited_date_selection, never past today; today by default). Create opens the new report's details; the
 * server's refusals show under their fields, any other failure in a toast with its message.
 */
export function ReportCreateForm({ account }: { account: Account }) {
  const navigate = useNavigate();
  const create = useCreateReport(account.id);
  const unlimited = isSettingOn(account, 'unlimited_date_selection');
  const [trackerId, setTrackerId] = useState<string | null>(null);
  const [period, setPeriod] = useState<DateRange>(() => presetRange('today'));
  const [errors, setErrors] = useState<ReportFormErrors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const values = { trackerId, period };
    const found = reportFormErrors(values, unlimited);
    setErrors(found);
    if (found.tracker || found.period) return;
    create.mutate(createRequestOf(values), {
      onSuccess: ({ id }) => void navigate(pathTo('ReportDetailsView', { id })),
      onError: (error) => {
        const fields = error instanceof ApiError ? serverFieldErrors(error.errors) : {};
        if (fields.tracker || fields.period) setErrors(fields);
        else if (!(error instanceof ApiError && error.isCancelled))
          notifications.show({ color: 'red', message: messageOf(error, 'The report could not be created') });
      },
    });
  };

  return (
    <Paper withBorder radius="md" p="md">
      <form onSubmit={submit} noValidate aria-label="New Report">
        <Stack gap="sm">
          <Title order={2} size="h4">
            New Report
          </Title>
          <Group align="flex-start" gap="sm" wrap="wrap">
            <Box w={{ base: '100%', sm: 260 }}>
              <TrackerPicker
                accountId={account.id}
                label="Tracker"
                placeholder="Search trackers"
                value={trackerId}
                error={errors.tracker}
                onChange={(id) => {
                  setTrackerId(id);
                  if (id) setErrors((e) => ({ ...e, tracker: undefined }));
                }}
              />
            </Box>
            <Stack gap={4} pt={{ base: 0, sm: 25 }} className={classes.period}>
              <DateRangePicker
                label="Period"
                value={period}
                unlimited={unlimited}
                onChange={(range) => {
                  setPeriod(range);
                  setErrors((e) => ({ ...e, period: undefined }));
                }}
              />
              {errors.period && (
                <Text size="xs" c="red" role="alert">
                  {errors.period}
                </Text>
              )}
            </Stack>
            <Box pt={{ base: 0, sm: 25 }}>
              <Button type="submit" size="xs" loading={create.isPending}>
                Create Report
              </Button>
            </Box>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
