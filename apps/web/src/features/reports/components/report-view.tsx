import { HISTORY_TEXTS, type HistoryPath, type PageMeta } from '@lodestar/contracts';
import { Center, Loader, type CenterProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { messageOf } from '../../../api/api-error.ts';
import { ReportContent, type ReportContentData } from './report-content.tsx';

interface ReportViewProps<R extends ReportContentData> {
  /** The report's query: the report with one page of its positions. */
  report: { data?: { data: R; meta: { positions: PageMeta } }; isError: boolean };
  /** The path's query, drawn on the map once it comes. */
  path: { data?: HistoryPath; isError: boolean; error: unknown };
  onPositionsPage: (page: number) => void;
  /** Where the loader, or the failure, stands until the report is there. */
  placeholder: CenterProps;
  /** Said in place of the report when it could not be loaded. */
  failure: ReactNode;
  /** What the screen puts around the loaded report: its map key, what goes above and beside the heading. */
  frame: (report: R) => { reportKey: string; top: ReactNode; actions: ReactNode };
}

/**
 * A report as its details and its public page both show it (spec 2 §2): a loader until it comes, or why it could
 * not, then its content with the path (or why the path could not be loaded) on the map.
 */
export function ReportView<R extends ReportContentData>(props: ReportViewProps<R>) {
  const { report, path } = props;
  if (!report.data)
    return (
      <Center {...props.placeholder}>
        {report.isError ? props.failure : <Loader aria-label="Loading report" />}
      </Center>
    );
  const { data, meta } = report.data;
  return (
    <ReportContent
      report={data}
      positionsMeta={meta.positions}
      onPositionsPage={props.onPositionsPage}
      path={path.data}
      pathError={path.isError ? messageOf(path.error, HISTORY_TEXTS.loadFailed) : null}
      {...props.frame(data)}
    />
  );
}
