import type { ReportEvent, Stop } from '@lodestar/contracts';
import type PDFDocument from 'pdfkit';
import { REPORT_COLOURS } from './map-colours.ts';
import type { MapView } from './map-view.ts';
import type { SimplifiedPath } from './path-simplifier.ts';
import type { PdfText } from './pdf-text.ts';

type Doc = InstanceType<typeof PDFDocument>;

/** The path as one vector line, on a white casing so it reads over the base map's lines. */
export function drawPath(doc: Doc, view: MapView, path: SimplifiedPath): void {
  if (path.points.length < 2) return;
  const trace = () =>
    path.points.forEach((point, i) => {
      const [x, y] = view.toPage(point);
      if (i === 0) doc.moveTo(x, y);
      else doc.lineTo(x, y);
    });
  doc.lineJoin('round').lineCap('round');
  trace();
  doc.lineWidth(3.4).strokeColor(REPORT_COLOURS.pathCasing).stroke();
  trace();
  doc.lineWidth(1.8).strokeColor(REPORT_COLOURS.path).stroke();
}

/** A diamond: an event. */
export function eventMark(doc: Doc, x: number, y: number, r = 3.6): void {
  doc.polygon([x, y - r], [x + r, y], [x, y + r], [x - r, y]);
  doc.lineWidth(0.8).fillAndStroke(REPORT_COLOURS.event, '#ffffff');
}

/** A numbered disc: the stop of the same number in the stops table. */
export function stopMark(doc: Doc, text: PdfText, x: number, y: number, n: number): void {
  const label = String(n);
  const r = label.length > 2 ? 7 : 5.6;
  doc.circle(x, y, r).lineWidth(0.8).fillAndStroke(REPORT_COLOURS.stop, '#ffffff');
  const size = label.length > 2 ? 5.5 : 6.5;
  text.draw(label, x - r, y - size * 0.68, {
    size,
    weight: 'bold',
    color: '#ffffff',
    width: 2 * r,
    align: 'center',
  });
}

/** Start and end: a disc of their colour with a white ring. */
export function endMark(doc: Doc, x: number, y: number, colour: string): void {
  doc.circle(x, y, 4.5).lineWidth(1.6).fillAndStroke(colour, '#ffffff');
}

/** Events where their fix was, stops numbered, then the start and the end of the path on top. */
export function drawMarkers(
  doc: Doc,
  text: PdfText,
  view: MapView,
  markers: {
    stops: Stop[];
    events: ReportEvent[];
    start: [number, number] | null;
    end: [number, number] | null;
  },
): void {
  for (const event of markers.events) {
    if (!event.location) continue;
    const [x, y] = view.lngLatToPage(event.location);
    eventMark(doc, x, y);
  }
  markers.stops.forEach((stop, i) => {
    const [x, y] = view.lngLatToPage(stop.location);
    stopMark(doc, text, x, y, i + 1);
  });
  if (markers.start) endMark(doc, ...view.lngLatToPage(markers.start), REPORT_COLOURS.start);
  if (markers.end) endMark(doc, ...view.lngLatToPage(markers.end), REPORT_COLOURS.end);
}
