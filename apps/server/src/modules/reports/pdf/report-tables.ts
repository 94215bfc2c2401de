import {
  REPORT_TEXTS,
  TRACKER_EVENT_LABELS,
  type ReportEvent,
  type ReportPosition,
  type Stop,
} from '@lodestar/contracts';
import type PDFDocument from 'pdfkit';
import type { PageFlow } from './page-flow.ts';
import { PdfTable, type Column } from './pdf-table.ts';
import type { PdfText } from './pdf-text.ts';
import type { ReportFormat } from './report-format.ts';

type Doc = InstanceType<typeof PDFDocument>;

const FIX_LABELS: Record<ReportPosition['fix'], string> = {
  gps: 'GPS',
  wifi: 'Wi-Fi',
  cell: 'Cell',
  ble: 'BLE',
};

const latLng = ([lng, lat]: [number, number]) => `${lat.toFixed(5)}, ${lng.toFixed(5)}`;

export interface TablesContext {
  doc: Doc;
  text: PdfText;
  flow: PageFlow;
  format: ReportFormat;
}

export function writeStops({ doc, text, flow, format }: TablesContext, stops: Stop[]): void {
  const columns: Column<Stop & { n: number }>[] = [
    { title: '#', width: 24, align: 'right', value: (s) => String(s.n) },
    { title: 'Arrival', width: 92, value: (s) => format.time(s.start_time) },
    { title: 'Departure', width: 92, value: (s) => format.time(s.end_time) },
    { title: 'Duration', width: 66, value: (s) => format.duration(s.duration_seconds) },
    { title: 'Address', width: 266, lines: 2, value: (s) => s.address ?? latLng(s.location) },
  ];
  const table = new PdfTable(doc, text, flow, columns);
  table.start(`Stops (${stops.length.toLocaleString('en-US')})`);
  stops.forEach((stop, i) => table.row({ ...stop, n: i + 1 }, i));
  if (stops.length === 0) table.note(REPORT_TEXTS.noStops);
  table.end();
}

export function writeEvents({ doc, text, flow, format }: TablesContext, events: ReportEvent[]): void {
  const columns: Column<ReportEvent>[] = [
    { title: 'Time', width: 92, value: (e) => format.time(e.created_at) },
    { title: 'Event', width: 96, value: (e) => TRACKER_EVENT_LABELS[e.event_type] ?? e.event_type },
    { title: 'Description', width: 352, lines: 2, value: (e) => e.description },
  ];
  const table = new PdfTable(doc, text, flow, columns);
  table.start(`Events (${events.length.toLocaleString('en-US')})`);
  events.forEach((event, i) => table.row(event, i));
  if (events.length === 0) table.note(REPORT_TEXTS.noEvents);
  table.end();
}

/** The sentence under a positions table cut at the limit. */
export function leftOutText(listed: number, total: number): string {
  const n = (v: number) => v.toLocaleString('en-US');
  return `The first ${n(listed)} of ${n(total)} positions are listed here; ${n(total - listed)} were left out. The positions CSV has them all.`;
}

/**
 * The positions table: up to `limit` rows, read from the stream and written at once (never held), then what was
 * left out. With `rows` null the table is only planned, from the counts.
 */
export async function writePositions(
  { doc, text, flow, format }: TablesContext,
  rows: AsyncIterable<ReportPosition> | null,
  total: number,
  limit: number,
  drained: () => Promise<void>,
): Promise<void> {
  const columns: Column<ReportPosition>[] = [
    { title: 'Time', width: 90, value: (p) => format.time(p.timestamp) },
    { title: 'Address', width: 260, value: (p) => p.address ?? latLng(p.location) },
    { title: 'Speed', width: 48, align: 'right', value: (p) => format.speed(p.speed) },
    { title: 'Fix', width: 40, value: (p) => FIX_LABELS[p.fix] ?? p.fix },
    { title: 'Battery', width: 46, align: 'right', value: (p) => format.battery(p.battery) },
    { title: 'Accuracy', width: 56, align: 'right', value: (p) => format.accuracy(p.accuracy) },
  ];
  const table = new PdfTable(doc, text, flow, columns);
  const planned = Math.min(total, limit);
  table.start(`Positions (${total.toLocaleString('en-US')})`);
  let listed = 0;
  if (!rows) {
    table.skipRows(planned);
    listed = planned;
  } else {
    for await (const position of rows) {
      if (listed >= planned) break;
      table.row(position, listed);
      listed += 1;
      // let the server's other work run, and the reader take the pages written so far, before writing more
      if (listed % 100 === 0) await drained();
    }
  }
  if (total === 0) table.note(REPORT_TEXTS.noPositions);
  else if (total > listed) table.note(leftOutText(listed, total));
}
