import type PDFDocument from 'pdfkit';
import { BASE_MAP_COLOURS, REPORT_COLOURS } from './map-colours.ts';
import type { MapView } from './map-view.ts';
import type { PdfText } from './pdf-text.ts';
import type { ReportUnits } from './report-pdf-input.ts';

type Doc = InstanceType<typeof PDFDocument>;

const METRES_PER_MILE = 1609.344;
const METRES_PER_FOOT = 0.3048;

/** The longest round length (1, 2 or 5 times a power of ten) not over `max`. */
function roundLength(max: number): number {
  const power = 10 ** Math.floor(Math.log10(max));
  return [5, 2, 1].map((m) => m * power).find((v) => v <= max) ?? power;
}

/** The scale bar's length and label: miles (feet when short) or kilometres (metres when short). */
export function scaleBar(
  metresPerPoint: number,
  units: ReportUnits,
  maxWidth = 90,
): { width: number; label: string } {
  const maxMetres = metresPerPoint * maxWidth;
  const [long, short, longName, shortName] =
    units === 'imperial' ? [METRES_PER_MILE, METRES_PER_FOOT, 'mi', 'ft'] : [1000, 1, 'km', 'm'];
  const inLong = maxMetres / long;
  const [length, metres, name] =
    inLong >= 1 ? [roundLength(inLong), long, longName] : [roundLength(maxMetres / short), short, shortName];
  return { width: (length * metres) / metresPerPoint, label: `${length.toLocaleString('en-US')} ${name}` };
}

/** The scale bar in the map's lower left and the base map's credits in its lower right. */
export function drawFurniture(
  doc: Doc,
  text: PdfText,
  view: MapView,
  units: ReportUnits,
  attribution: string,
): void {
  const { frame } = view;
  const bar = scaleBar(view.metresPerPoint, units);
  const x = frame.x + 8;
  const y = frame.y + frame.height - 10;
  doc
    .save()
    .fillOpacity(0.75)
    .rect(x - 4, y - 12, bar.width + 8, 16)
    .fill('#ffffff')
    .restore();
  doc
    .moveTo(x, y - 3)
    .lineTo(x, y)
    .lineTo(x + bar.width, y)
    .lineTo(x + bar.width, y - 3);
  doc.lineWidth(1).strokeColor(REPORT_COLOURS.text).stroke();
  text.draw(bar.label, x, y - 11, { size: 6.5, color: REPORT_COLOURS.text });
  if (attribution) {
    const style = { size: 5.5, color: BASE_MAP_COLOURS.label };
    const credit = text.fit(`© ${attribution}`, frame.width - bar.width - 40, style);
    const width = text.width(credit, style);
    const left = frame.x + frame.width - width - 4;
    doc
      .save()
      .fillOpacity(0.75)
      .rect(left - 3, frame.y + frame.height - 10, width + 7, 10)
      .fill('#ffffff')
      .restore();
    text.draw(credit, left, frame.y + frame.height - 8.5, style);
  }
  doc
    .rect(frame.x, frame.y, frame.width, frame.height)
    .lineWidth(0.6)
    .strokeColor(REPORT_COLOURS.rule)
    .stroke();
}
