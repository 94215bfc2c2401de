import type { HistoryPath, PageMeta, ReportDetails } from '@lodestar/contracts';
import { Box, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { LazyReportMap } from '../../../map/lazy-report-map.tsx';
import { periodText } from './report-period.ts';
import { ReportEventsTable } from './report-events-table.tsx';
import { ReportPositionsTable } from './report-positions-table.tsx';
import { ReportStopsTable } from './report-stops-table.tsx';
import { ReportSummary } from './report-summary.tsx';

/** What the private details and the public page both show of a report. */
export type ReportContentData = Pick<
  ReportDetails,
  'start_at' | 'end_at' | 'summary' | 'stops' | 'events' | 'positions'
> & { device: { name: string } };

interface ReportContentProps {
  report: ReportContentData;
  positionsMeta: PageMeta;
  onPositionsPage: (page: number) => void;
  path: HistoryPath | undefined;
  /** The path could not be loaded: said on the map. */
  pathError: string | null;
  /** Fits the map once per report. */
  reportKey: string;
  /** Above the heading: the back bar, or the brand on the public page. */
  top?: ReactNode;
  /** Beside the heading: Download PDF and the public switch, or the public downloads. */
  actions?: ReactNode;
}

/**
 * A report's content (spec 2 §2): tracker and period, the period's figures, the map (path by speed, stops,
 * events), and the positions, stops and events. One column on a phone; the lists are tabs, which arrow keys move
 * between.
 */
export function ReportContent(props: ReportContentProps) {
  const { report } = props;
  return (
    <Box p={{ base: 'xs', sm: 'md' }} maw={1280} mx="auto" w="100%">
      <Stack gap="md">
        {props.top}
        <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
          <Stack gap={2} miw={0}>
            <Title order={1} size="h3" style={{ overflowWrap: 'anywhere' }}>
              {report.device.name}
            </Title>
            <Text c="dimmed" size="sm">
              {periodText(report)}
            </Text>
          </Stack>
          {props.actions}
        </Group>
        <ReportSummary summary={report.summary} />
        <Paper
          withBorder
          radius="md"
          pos="relative"
          h={{ base: 300, md: 460 }}
          style={{ overflow: 'hidden' }}
          aria-label="Map"
          role="region"
        >
          <LazyReportMap
            path={props.path}
            stops={report.stops}
            events={report.events}
            reportKey={props.reportKey}
            loadError={props.pathError}
          />
        </Paper>
        <Tabs defaultValue="positions" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="positions">Positions ({props.positionsMeta.total})</Tabs.Tab>
            <Tabs.Tab value="stops">Stops ({report.stops.length})</Tabs.Tab>
            <Tabs.Tab value="events">Events ({report.events.length})</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="positions" pt="sm">
            <ReportPositionsTable
              positions={report.positions}
              meta={props.positionsMeta}
              onPage={props.onPositionsPage}
            />
          </Tabs.Panel>
          <Tabs.Panel value="stops" pt="sm">
            <ReportStopsTable stops={report.stops} />
          </Tabs.Panel>
          <Tabs.Panel value="events" pt="sm">
            <ReportEventsTable events={report.events} />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Box>
  );
}
