import type { ReportSummary } from '@lodestar/contracts';
import { REPORT_TEXTS } from '@lodestar/contracts';
import type PDFDocument from 'pdfkit';
import { REPORT_COLOURS } from './map-colours.ts';
import { eventMark, endMark, stopMark } from './map-overlays.ts';
import type { MapFrame } from './map-view.ts';
import { CONTENT_WIDTH, PAGE } from './page-flow.ts';
import type { PdfText } from './pdf-text.ts';
import type { ReportFormat } from './report-format.ts';
import type { ReportPdfInput } from './report-pdf-input.ts';

type Doc = InstanceType<typeof PDFDocument>;

/** The map's place on the first page, below the header and the summary, above the legend. */
export const MAP_FRAME: MapFrame = { x: PAGE.margin, y: 226, width: CONTENT_WIDTH, height: 488 };

/** The trip summary's figures, in the order they are shown. */
export function summaryFigures(summary: ReportSummary, format: ReportFormat): [string, string][] {
  const none = '–';
  return [
    ['Distance', format.distance(summary.distance_m)],
    ['Moving time', format.duration(summary.moving_seconds)],
    ['Parked time', format.duration(summary.parked_seconds)],
    ['Stops', summary.stops_count.toLocaleString('en-US')],
    ['Maximum speed', summary.max_speed === null ? none : format.speed(summary.max_speed)],
    ['Average speed', summary.avg_speed === null ? none : format.speed(summary.avg_speed)],
    ['Positions', summary.positions_count.toLocaleString('en-US')],
    ['First fix', summary.first_fix_at ? format.time(summary.first_fix_at) : none],
  ];
}

/** The brand, the tracker, the period and the trip summary. */
export function drawHeader(doc: Doc, text: PdfText, input: ReportPdfInput, format: ReportFormat): void {
  const { margin } = PAGE;
  text.draw(input.brand.product, margin, margin, { size: 16, weight: 'bold', color: REPORT_COLOURS.brand });
  text.draw(input.brand.account, margin + 200, margin + 4, {
    size: 10,
    color: REPORT_COLOURS.muted,
    width: CONTENT_WIDTH - 200,
    align: 'right',
  });
  doc.rect(margin, margin + 24, CONTENT_WIDTH, 1.5).fill(REPORT_COLOURS.brand);
  text.draw(`Trip report: ${input.tracker.name}`, margin, margin + 34, {
    size: 17,
    weight: 'bold',
    width: CONTENT_WIDTH,
  });
  const serial = input.tracker.serial ? `Serial ${input.tracker.serial}  ·  ` : '';
  text.draw(
    `${serial}${format.longTime(input.period.from)} – ${format.longTime(input.period.to)} (${input.zone})`,
    margin,
    margin + 58,
    { size: 9.5, color: REPORT_COLOURS.text, width: CONTENT_WIDTH },
  );
  text.draw(`Generated ${format.longTime(input.generatedAt)}`, margin, margin + 72, {
    size: 7.5,
    color: REPORT_COLOURS.muted,
  });
  const figures = summaryFigures(input.summary, format);
  const cellWidth = CONTENT_WIDTH / 4;
  const top = margin + 92;
  doc.rect(margin, top, CONTENT_WIDTH, 84).fill(REPORT_COLOURS.headerFill);
  figures.forEach(([label, value], i) => {
    const x = margin + (i % 4) * cellWidth + 10;
    const y = top + 8 + Math.floor(i / 4) * 38;
    text.draw(label, x, y, { size: 7.5, color: REPORT_COLOURS.muted, width: cellWidth - 16 });
    text.draw(value, x, y + 11, { size: 12, weight: 'bold', width: cellWidth - 16 });
  });
  if (input.summary.positions_count === 0)
    text.draw(REPORT_TEXTS.noPositions, margin, MAP_FRAME.y - 20, { size: 9, color: REPORT_COLOURS.end });
}

/** What the map's marks mean, under the map. */
export function drawLegend(doc: Doc, text: PdfText): void {
  const y = MAP_FRAME.y + MAP_FRAME.height + 10;
  const style = { size: 7.5, color: REPORT_COLOURS.text };
  let x = PAGE.margin + 6;
  const item = (draw: (cx: number) => void, label: string) => {
    draw(x);
    text.draw(label, x + 9, y - 4, style);
    x += 9 + text.width(label, style) + 18;
  };
  item((cx) => {
    doc
      .moveTo(cx - 5, y)
      .lineTo(cx + 5, y)
      .lineWidth(1.8)
      .strokeColor(REPORT_COLOURS.path)
      .stroke();
  }, 'Path');
  item((cx) => endMark(doc, cx, y, REPORT_COLOURS.start), 'Start');
  item((cx) => endMark(doc, cx, y, REPORT_COLOURS.end), 'End');
  item((cx) => stopMark(doc, text, cx, y, 1), 'Stop (numbered as in the stops table)');
  item((cx) => eventMark(doc, cx, y), 'Event');
}

/** The map frame's message when there is nothing to place the map on. */
export function drawEmptyMap(doc: Doc, text: PdfText): void {
  const { x, y, width, height } = MAP_FRAME;
  doc.rect(x, y, width, height).fill('#eef0f2');
  text.draw(REPORT_TEXTS.noPositions, x, y + height / 2 - 6, {
    size: 11,
    color: REPORT_COLOURS.muted,
    width,
    align: 'center',
  });
}
