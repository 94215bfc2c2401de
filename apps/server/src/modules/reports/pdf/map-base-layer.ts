import type PDFDocument from 'pdfkit';
import type { BaseMapFeatures, LngLat } from '../../../integrations/base-map/base-map-reader.ts';
import { BASE_MAP_COLOURS } from './map-colours.ts';
import type { MapView } from './map-view.ts';
import type { PdfText } from './pdf-text.ts';

const LINE_STYLE = {
  counties: { colour: BASE_MAP_COLOURS.county, width: 0.4 },
  states: { colour: BASE_MAP_COLOURS.state, width: 0.7 },
  borders: { colour: BASE_MAP_COLOURS.border, width: 0.9 },
} as const;
const FILL_ORDER = { land: 0, lakes: 1 } as const;
/** Names drawn at most: a printed map crowded with names reads worse than the screen's. */
const MAX_LABELS = 60;

type Doc = InstanceType<typeof PDFDocument>;

function tracePath(doc: Doc, view: MapView, points: LngLat[], close: boolean): void {
  points.forEach((point, i) => {
    const [x, y] = view.lngLatToPage(point);
    if (i === 0) doc.moveTo(x, y);
    else doc.lineTo(x, y);
  });
  if (close) doc.closePath();
}

/**
 * The map's background: the offline base map's water, land, lakes, lines and names as vectors (they print sharp),
 * or a plain field when there is no base map. The caller has clipped drawing to the frame.
 */
export function drawBaseMap(doc: Doc, text: PdfText, view: MapView, map: BaseMapFeatures | null): void {
  const { frame } = view;
  doc
    .rect(frame.x, frame.y, frame.width, frame.height)
    .fill(map ? BASE_MAP_COLOURS.water : BASE_MAP_COLOURS.plain);
  if (!map) return;
  const fills = [...map.fills].sort((a, b) => FILL_ORDER[a.layer] - FILL_ORDER[b.layer]);
  for (const fill of fills) {
    for (const ring of fill.rings) tracePath(doc, view, ring, true);
    // holes (islands' lakes, lakes' islands) are rings of the same shape: even-odd leaves them out
    doc.fillColor(fill.layer === 'land' ? BASE_MAP_COLOURS.land : BASE_MAP_COLOURS.water).fill('even-odd');
  }
  const lines = [...map.lines].sort(
    (a, b) => Object.keys(LINE_STYLE).indexOf(a.layer) - Object.keys(LINE_STYLE).indexOf(b.layer),
  );
  doc.lineJoin('round').lineCap('round');
  for (const line of lines) {
    for (const piece of line.lines) tracePath(doc, view, piece, false);
    doc.lineWidth(LINE_STYLE[line.layer].width).strokeColor(LINE_STYLE[line.layer].colour).stroke();
  }
  drawPlaceNames(doc, text, view, map);
}

/** Names of places, biggest first, each left out where it would cover one already placed or leave the frame. */
function drawPlaceNames(doc: Doc, text: PdfText, view: MapView, map: BaseMapFeatures): void {
  const placed: [number, number, number, number][] = [];
  const { frame } = view;
  for (const place of map.places) {
    if (placed.length >= MAX_LABELS) break;
    const size = place.rank <= map.zoom - 3 ? 8.5 : 7;
    const style = { size, color: BASE_MAP_COLOURS.label };
    const width = text.width(place.name, style);
    const [cx, cy] = view.lngLatToPage(place.location);
    const box: [number, number, number, number] = [
      cx - width / 2 - 2,
      cy - size / 2 - 2,
      cx + width / 2 + 2,
      cy + size / 2 + 2,
    ];
    if (
      box[0] < frame.x ||
      box[2] > frame.x + frame.width ||
      box[1] < frame.y ||
      box[3] > frame.y + frame.height
    )
      continue;
    if (placed.some((b) => b[0] < box[2] && box[0] < b[2] && b[1] < box[3] && box[1] < b[3])) continue;
    placed.push(box);
    const top = cy - size * 0.68;
    // a light halo under the name, as on screen, so it reads over lines and water
    text.draw(place.name, cx - width / 2, top, { ...style, halo: BASE_MAP_COLOURS.labelHalo });
  }
}
