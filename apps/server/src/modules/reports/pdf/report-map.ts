import type PDFDocument from 'pdfkit';
import type { BaseMapFeatures } from '../../../integrations/base-map/base-map-reader.ts';
import { project } from '../../../integrations/base-map/web-mercator.ts';
import { drawBaseMap } from './map-base-layer.ts';
import { drawFurniture } from './map-furniture.ts';
import { drawMarkers, drawPath } from './map-overlays.ts';
import { extendBox, fitView, type MapView } from './map-view.ts';
import type { SimplifiedPath } from './path-simplifier.ts';
import type { PdfText } from './pdf-text.ts';
import { drawEmptyMap, drawLegend, MAP_FRAME } from './report-first-page.ts';
import type { ReportPdfInput } from './report-pdf-input.ts';

type Doc = InstanceType<typeof PDFDocument>;

export interface ReportMap {
  view: MapView | null;
  base: BaseMapFeatures | null;
  path: SimplifiedPath;
  start: [number, number] | null;
  end: [number, number] | null;
}

/** Logs a failed base map read; the map is then drawn without it. */
type Warn = (message: string) => void;

/**
 * Where the map looks (the path, the stops and the events, or the last known place) and the base map for it.
 * The base map is read before any page is drawn, so a slow disk never holds a half-written document.
 */
export async function planMap(
  input: ReportPdfInput,
  path: SimplifiedPath,
  ends: { start: [number, number] | null; end: [number, number] | null },
  warn: Warn,
): Promise<ReportMap> {
  let box = path.box;
  for (const stop of input.stops) box = extendBox(box, project(stop.location));
  for (const event of input.events) if (event.location) box = extendBox(box, project(event.location));
  const view = fitView(MAP_FRAME, box, input.lastKnownLocation ?? null);
  let base: BaseMapFeatures | null = null;
  if (view && input.baseMap) {
    try {
      base = await input.baseMap.features({
        box: view.box,
        width: MAP_FRAME.width,
        height: MAP_FRAME.height,
      });
    } catch (error) {
      warn(`report PDF drawn without its base map: ${(error as Error).message}`);
    }
  }
  return { view, base, path, ...ends };
}

/** The map on the first page: base map, path, markers, scale and credits, and the legend below. */
export function drawMap(doc: Doc, text: PdfText, map: ReportMap, input: ReportPdfInput): void {
  const { view } = map;
  if (!view) {
    drawEmptyMap(doc, text);
    return;
  }
  const { frame } = view;
  doc.save();
  doc.rect(frame.x, frame.y, frame.width, frame.height).clip();
  drawBaseMap(doc, text, view, map.base);
  drawPath(doc, view, map.path);
  const start = map.start ?? (map.path.count === 0 ? (input.lastKnownLocation ?? null) : null);
  drawMarkers(doc, text, view, { stops: input.stops, events: input.events, start, end: map.end });
  doc.restore();
  drawFurniture(doc, text, view, input.units, map.base?.attribution ?? '');
  drawLegend(doc, text);
}
