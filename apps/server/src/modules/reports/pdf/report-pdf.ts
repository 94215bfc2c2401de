import type { Readable } from 'node:stream';
import type { ReportPosition } from '@lodestar/contracts';
import PDFDocument from 'pdfkit';
import { REPORT_COLOURS } from './map-colours.ts';
import { PageFlow, PAGE, CONTENT_WIDTH } from './page-flow.ts';
import { PathSimplifier } from './path-simplifier.ts';
import { registerFonts } from './pdf-fonts.ts';
import { pdfOutput } from './pdf-output.ts';
import { PdfText } from './pdf-text.ts';
import { drawHeader } from './report-first-page.ts';
import { reportFormat } from './report-format.ts';
import { drawMap, planMap } from './report-map.ts';
import type { ReportPdfInput } from './report-pdf-input.ts';
import { writeEvents, writePositions, writeStops, type TablesContext } from './report-tables.ts';

export type { ReportPdfInput, ReportUnits } from './report-pdf-input.ts';

/**
 * Rows of the positions table at most (decision 0061): 10,000 rows are about 170 pages and a few seconds of
 * writing; 90 days of 1-minute fixes (130,000) would be 2,200 pages no one reads, and the positions CSV has them all.
 */
export const REPORT_PDF_POSITIONS_LIMIT = 10_000;

/** Positions read for the path between turns of the event loop (about 5 ms of work). */
const DRAIN_EVERY = 2_000;

export interface ReportPdfOptions {
  /** Where a failed base map read is reported (the PDF is then drawn without it). */
  warn?: (message: string) => void;
}

/**
 * A report as a PDF to hand to a customer, streamed as it is written: the brand, tracker and period, the trip
 * summary and the map on the first page, then the stops, events and positions tables. The positions are read
 * twice (the map's simplified path, then the table up to the limit) and never held all at once.
 */
export function reportPdf(input: ReportPdfInput, options: ReportPdfOptions = {}): Readable {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: PAGE.margin,
    info: {
      Title: `${input.tracker.name}: trip report`,
      Author: input.brand.product,
      Subject: input.brand.account,
      CreationDate: input.generatedAt,
    },
  });
  const output = pdfOutput(doc);
  writeReport(doc, input, output.drained, options.warn ?? (() => {})).catch((error: Error) =>
    output.fail(error),
  );
  return output.stream;
}

async function writeReport(
  doc: InstanceType<typeof PDFDocument>,
  input: ReportPdfInput,
  drained: () => Promise<void>,
  warn: (message: string) => void,
): Promise<void> {
  const text = new PdfText(doc, registerFonts(doc));
  const format = reportFormat(input.zone, input.units);
  const limit = input.positionsLimit ?? REPORT_PDF_POSITIONS_LIMIT;

  const path = new PathSimplifier();
  let start: [number, number] | null = null;
  let end: [number, number] | null = null;
  for await (const location of input.locations?.() ?? locationsOf(input.positions())) {
    start ??= location;
    end = location;
    path.add(location);
    if (path.count % DRAIN_EVERY === 0) await drained();
  }
  const map = await planMap(input, path.result(), { start, end }, warn);

  // first only counting the pages, so each footer can say of how many
  const plan = new PageFlow(false);
  await writeTables({ doc, text, flow: plan, format }, input, null, limit, drained);
  const pages = plan.page;

  const footer = (page: number) => {
    const y = PAGE.height - PAGE.margin - 10;
    doc.rect(PAGE.margin, y - 6, CONTENT_WIDTH, 0.5).fill(REPORT_COLOURS.rule);
    const style = { size: 7, color: REPORT_COLOURS.muted };
    const period = `${format.time(input.period.from).slice(0, 10)} – ${format.time(input.period.to).slice(0, 10)}`;
    text.draw(`${input.brand.product}  ·  ${input.tracker.name}  ·  ${period}`, PAGE.margin, y, {
      ...style,
      width: 400,
    });
    text.draw(`Page ${page} of ${pages}`, PAGE.margin, y, { ...style, width: CONTENT_WIDTH, align: 'right' });
  };
  const flow = new PageFlow(true, () => {
    doc.addPage();
    footer(flow.page);
  });
  footer(1);
  drawHeader(doc, text, input, format);
  drawMap(doc, text, map, input);
  await writeTables({ doc, text, flow, format }, input, input.positions(), limit, drained);
  doc.end();
}

async function* locationsOf(positions: AsyncIterable<ReportPosition>): AsyncGenerator<[number, number]> {
  for await (const position of positions) yield position.location;
}

/** The tables from the second page on; with `positions` null only planned. */
async function writeTables(
  context: TablesContext,
  input: ReportPdfInput,
  positions: AsyncIterable<ReportPosition> | null,
  limit: number,
  drained: () => Promise<void>,
): Promise<void> {
  context.flow.newPage();
  writeStops(context, input.stops);
  writeEvents(context, input.events);
  await writePositions(context, positions, input.positionsTotal, limit, drained);
}
