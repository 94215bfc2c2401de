import { REPORT_TEXTS, TRACKER_EVENT_LABELS, type ReportPosition } from '@lodestar/contracts';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { BaseMapReader } from '../../../integrations/base-map/base-map-reader.ts';
import { ensureBaseMapArchive } from '../../../integrations/base-map/base-map.test-helper.ts';
import { roundPositions, roundReport } from './delivery-round.test-helper.ts';
import { BASE_MAP_COLOURS, REPORT_COLOURS } from './map-colours.ts';
import { drawnPaths, openPdf, pageText, readAll } from './pdf-reader.test-helper.ts';
import { MAP_FRAME } from './report-first-page.ts';
import { REPORT_PDF_POSITIONS_LIMIT, reportPdf } from './report-pdf.ts';
import type { ReportPdfInput } from './report-pdf-input.ts';

let baseMap: BaseMapReader;

beforeAll(() => {
  baseMap = new BaseMapReader(ensureBaseMapArchive());
}, 300_000);

const build = async (input: ReportPdfInput): Promise<PDFDocumentProxy> =>
  openPdf(await readAll(reportPdf(input)));

const inMap = ([x0, y0, x1, y1]: [number, number, number, number]) =>
  x0 >= MAP_FRAME.x - 1 &&
  x1 <= MAP_FRAME.x + MAP_FRAME.width + 1 &&
  y0 >= MAP_FRAME.y - 1 &&
  y1 <= MAP_FRAME.y + MAP_FRAME.height + 1;

describe('a delivery round of three days', () => {
  let pdf: PDFDocumentProxy;
  beforeAll(async () => {
    pdf = await build(roundReport(4_320, { baseMap, positionsLimit: 300 }));
  });

  it('opens with the brand, the tracker, the period and the trip summary in miles, mph and Chicago time', async () => {
    const { words } = await pageText(pdf, 1);
    for (const text of [
      'Lodestar',
      'Windy City Deliveries',
      'Trip report: Van 12',
      'Serial 860000000000012',
      'Mar 3, 2025 6:00 AM',
      '(America/Chicago)',
    ])
      expect(words).toContain(text);
    expect(words).toMatch(/Distance 90 mi/);
    expect(words).toMatch(/Moving time 5 h 00 min/);
    expect(words).toMatch(/Parked time 1 h 40 min/);
    expect(words).toMatch(/Stops 5/);
    expect(words).toMatch(/Maximum speed 38 mph/);
    expect(words).toMatch(/Average speed 30 mph/);
    expect(words).toMatch(/Positions 4,320/);
  });

  it('lists the stops with arrival, departure, duration and address, and the events', async () => {
    const { words, joined } = await pageText(pdf, 2);
    expect(words).toMatch(/Stops \(5\)/);
    expect(words).toMatch(
      /1 2025-03-03 07:00:00 2025-03-03 07:20:00 20 min 2300 N Milwaukee Ave, Chicago, IL/,
    );
    expect(words).toMatch(/5 2025-03-03 12:20:00 2025-03-03 12:40:00 20 min 5400 S State St, Chicago, IL/);
    // an address beyond Latin-1 keeps its letters (the embedded Noto Sans has them)
    expect(joined).toContain('ul. Piotrkowska 104, Łódź');
    expect(words).toContain(
      `2025-03-03 07:30:00 ${TRACKER_EVENT_LABELS.geofence_enter} Van 12 entered geofence`,
    );
    expect(words).toContain(TRACKER_EVENT_LABELS.low_battery);
  });

  it('lists positions up to the limit, then says how many were left out and that the CSV has them all', async () => {
    const second = await pageText(pdf, 2);
    expect(second.words).toMatch(/Time Address Speed Fix Battery Accuracy/);
    expect(second.words).toMatch(/2025-03-03 06:00:00 41\.87810, -87\.62980 \d+ mph Wi-Fi 100% 131 ft/);
    const last = await pageText(pdf, pdf.numPages);
    expect(last.words).toContain(
      'The first 300 of 4,320 positions are listed here; 4,020 were left out. The positions CSV has them all.',
    );
    expect(last.words).not.toMatch(/2025-03-03 11:00:00 .* mph/);
  });

  it('numbers every page of the total, known before the pages are written', async () => {
    for (const n of [1, 2, pdf.numPages])
      expect((await pageText(pdf, n)).words).toContain(`Page ${n} of ${pdf.numPages}`);
  });

  it('draws the path as one vector line of many points in the map, on the base map with its land and names', async () => {
    const paths = await drawnPaths(pdf, 1);
    const route = paths.filter(
      (p) => p.paint === 'stroke' && p.colour === REPORT_COLOURS.path && inMap(p.box),
    );
    expect(route.length).toBeGreaterThanOrEqual(1);
    expect(Math.max(...route.map((p) => p.points))).toBeGreaterThan(200);
    expect(
      paths.some((p) => p.paint === 'eoFill' && p.colour === BASE_MAP_COLOURS.land && inMap(p.box)),
    ).toBe(true);
    // Lake Michigan
    expect(paths.some((p) => p.paint === 'eoFill' && p.colour === BASE_MAP_COLOURS.water)).toBe(true);
    const stops = paths.filter((p) => p.colour === REPORT_COLOURS.stop && inMap(p.box));
    expect(stops.length).toBeGreaterThanOrEqual(5);
    const { words } = await pageText(pdf, 1);
    expect(words).toContain('Chicago');
    expect(words).toContain('Natural Earth');
    expect(words).toMatch(/\d+ mi/);
  });
});

describe('other reports', () => {
  it('draws the map on a plain background when there is no base map', async () => {
    const pdf = await build(roundReport(1_440, { positionsLimit: 50 }));
    const paths = await drawnPaths(pdf, 1);
    expect(paths.some((p) => p.colour === BASE_MAP_COLOURS.plain && inMap(p.box))).toBe(true);
    expect(paths.some((p) => p.colour === BASE_MAP_COLOURS.land)).toBe(false);
    expect(
      paths.some((p) => p.paint === 'stroke' && p.colour === REPORT_COLOURS.path && p.points > 100),
    ).toBe(true);
  });

  it('writes kilometres and km/h for metric users', async () => {
    const pdf = await build(roundReport(1_440, { units: 'metric', positionsLimit: 20 }));
    const { words } = await pageText(pdf, 1);
    expect(words).toMatch(/Distance 48 km/);
    expect(words).toMatch(/Maximum speed 61 km\/h/);
    expect((await pageText(pdf, 2)).words).toMatch(/\d+ km\/h Wi-Fi 100% 40 m/);
  });

  it('says so for a period without positions, stops or events, and maps the last known place', async () => {
    const empty = { stops: [], events: [], positions: () => roundPositions(0) };
    const pdf = await build(roundReport(0, { ...empty, baseMap, lastKnownLocation: [-87.6298, 41.8781] }));
    expect(pdf.numPages).toBe(2);
    expect((await pageText(pdf, 1)).words).toContain(REPORT_TEXTS.noPositions);
    const tables = (await pageText(pdf, 2)).words;
    expect(tables).toContain(REPORT_TEXTS.noStops);
    expect(tables).toContain(REPORT_TEXTS.noEvents);
    expect(tables).toContain(REPORT_TEXTS.noPositions);
    const paths = await drawnPaths(pdf, 1);
    expect(paths.some((p) => p.colour === BASE_MAP_COLOURS.land && inMap(p.box))).toBe(true);
  });

  it('shows a note in the map frame when not even a last known place is known', async () => {
    const pdf = await build(roundReport(0, { stops: [], events: [], baseMap }));
    const paths = await drawnPaths(pdf, 1);
    expect(paths.some((p) => p.colour === BASE_MAP_COLOURS.land)).toBe(false);
    const { words } = await pageText(pdf, 1);
    expect(words.split(REPORT_TEXTS.noPositions).length - 1).toBe(2);
  });
});

describe('90 days of 1-minute fixes', () => {
  it('streams 130,000 positions: reads them twice, draws a simplified path, lists the first 10,000', async () => {
    let reads = 0;
    let closed = 0;
    async function* counted(): AsyncGenerator<ReportPosition> {
      reads += 1;
      try {
        yield* roundPositions(130_000);
      } finally {
        closed += 1;
      }
    }
    const pdf = await build(roundReport(130_000, { baseMap, positions: counted }));
    expect(reads).toBe(2);
    // the table's read stopped at the limit and let go of the source
    expect(closed).toBe(2);
    const route = (await drawnPaths(pdf, 1)).filter(
      (p) => p.paint === 'stroke' && p.colour === REPORT_COLOURS.path,
    );
    const points = route.reduce((sum, p) => sum + p.points, 0);
    expect(points).toBeGreaterThan(500);
    expect(points).toBeLessThanOrEqual(4_000 * 2);
    const last = await pageText(pdf, pdf.numPages);
    expect(last.words).toContain(
      `The first ${REPORT_PDF_POSITIONS_LIMIT.toLocaleString('en-US')} of 130,000 positions`,
    );
    expect(last.words).toContain(`Page ${pdf.numPages} of ${pdf.numPages}`);
  });
});

describe('a download cancelled half way', () => {
  it('stops reading positions once the reader has gone, and lets go of them', async () => {
    let yielded = 0;
    let closed = false;
    async function* positions(): AsyncGenerator<ReportPosition> {
      try {
        for await (const position of roundPositions(130_000)) {
          yielded += 1;
          yield position;
        }
      } finally {
        closed = true;
      }
    }
    const stream = reportPdf(roundReport(130_000, { positions }));
    await new Promise((resolve) => stream.once('data', resolve));
    stream.destroy();
    await vi.waitFor(() => expect(closed).toBe(true), { timeout: 20_000 });
    expect(yielded).toBeLessThan(130_000);
  });
});
