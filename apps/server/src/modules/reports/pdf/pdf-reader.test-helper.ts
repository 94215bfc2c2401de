import type { Readable } from 'node:stream';
import { getDocument, OPS, type PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The whole stream, as a reader of the download would receive it. */
export async function readAll(stream: Readable): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

export function openPdf(bytes: Uint8Array): Promise<PDFDocumentProxy> {
  return getDocument({ data: bytes, verbosity: 0 }).promise;
}

/**
 * A page's text: `words` with the pieces as pdf.js reads them separated by spaces, `joined` without (a name
 * mixing scripts is written in several pieces, one per font file).
 */
export async function pageText(pdf: PDFDocumentProxy, n: number): Promise<{ words: string; joined: string }> {
  const content = await (await pdf.getPage(n)).getTextContent();
  const pieces = content.items.map((item) => ('str' in item ? item.str : ''));
  return { words: pieces.join(' ').replace(/\s+/g, ' '), joined: pieces.join('') };
}

/**
 * One path of a page: how it is painted, its colour, how many points and its box in pdfkit's coordinates (points
 * from the top left; pdfkit draws under a y-down transform, and pdf.js gives a path's box before it).
 */
export interface DrawnPath {
  paint: 'stroke' | 'fill' | 'eoFill' | 'other';
  colour: string | null;
  points: number;
  box: [number, number, number, number];
}

/** The paths a page draws, as pdf.js's operator list has them, with the colour set before each. */
export async function drawnPaths(pdf: PDFDocumentProxy, n: number): Promise<DrawnPath[]> {
  const page = await pdf.getPage(n);
  const ops = await page.getOperatorList();
  const paths: DrawnPath[] = [];
  let fill: string | null = null;
  let stroke: string | null = null;
  ops.fnArray.forEach((fn, i) => {
    const args = ops.argsArray[i] as unknown[];
    if (fn === OPS.setFillRGBColor) fill = String(args[0]);
    else if (fn === OPS.setStrokeRGBColor) stroke = String(args[0]);
    else if (fn === OPS.constructPath) {
      const [op, [data], minMax] = args as [number, [ArrayLike<number>], ArrayLike<number>];
      const paint =
        op === OPS.stroke ? 'stroke' : op === OPS.fill ? 'fill' : op === OPS.eoFill ? 'eoFill' : 'other';
      // the path data is an op code followed by its coordinates: a lineTo is three numbers
      const points = Math.round((data?.length ?? 0) / 3);
      paths.push({
        paint,
        colour: paint === 'stroke' ? stroke : fill,
        points,
        box: [minMax[0]!, minMax[1]!, minMax[2]!, minMax[3]!],
      });
    }
  });
  return paths;
}
