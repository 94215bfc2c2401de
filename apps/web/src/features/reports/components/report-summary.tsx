import type { ReportSummary as Summary } from '@lodestar/contracts';
import { Paper, SimpleGrid, Text } from '@mantine/core';
import { durationText, milesText, mphText } from '../utils/report-figures.ts';

/** The period's figures (spec 2 §3, the PDF's trip summary): distance in miles, times, stops and speeds in mph. */
export function ReportSummary({ summary }: { summary: Summary }) {
  const figures: [string, string][] = [
    ['Distance', milesText(summary.distance_m)],
    ['Moving time', durationText(summary.moving_seconds)],
    ['Parked time', durationText(summary.parked_seconds)],
    ['Stops', String(summary.stops_count)],
    ['Max speed', mphText(summary.max_speed)],
    ['Avg speed', mphText(summary.avg_speed)],
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="xs" component="dl" aria-label="Summary" m={0}>
      {figures.map(([label, value]) => (
        <Paper key={label} withBorder radius="md" px="sm" py={6}>
          <Text component="dt" size="xs" c="dimmed">
            {label}
          </Text>
          <Text component="dd" fw={600} m={0}>
            {value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
