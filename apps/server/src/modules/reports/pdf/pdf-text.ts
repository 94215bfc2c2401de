import type PDFDocument from 'pdfkit';
import type { FontWeight, PdfFonts, TextRun } from './pdf-fonts.ts';

export interface TextStyle {
  size: number;
  weight?: FontWeight;
  color?: string;
  align?: 'left' | 'right' | 'center';
  /** A halo of this colour drawn under the letters (map labels). */
  halo?: string;
}

type Doc = InstanceType<typeof PDFDocument>;

const ELLIPSIS = '…';

/**
 * Single lines of text in the report's fonts: each line measured and drawn as runs of one font file each, and
 * cut with an ellipsis where it would pass its column. Text is always placed, never flowed, so pdfkit never adds
 * a page of its own.
 */
export class PdfText {
  constructor(
    private readonly doc: Doc,
    private readonly fonts: PdfFonts,
  ) {}

  width(text: string, style: TextStyle): number {
    let width = 0;
    for (const run of this.fonts.runs(text, style.weight ?? 'regular'))
      width += this.doc.font(run.font).fontSize(style.size).widthOfString(run.text);
    return width;
  }

  /** The text as one line no wider than `width`, ending in an ellipsis when it had to be cut. */
  fit(text: string, width: number, style: TextStyle): string {
    if (this.width(text, style) <= width) return text;
    const chars = [...text];
    let low = 0;
    let high = chars.length;
    while (low < high) {
      const mid = Math.ceil((low + high) / 2);
      if (this.width(chars.slice(0, mid).join('').trimEnd() + ELLIPSIS, style) <= width) low = mid;
      else high = mid - 1;
    }
    return chars.slice(0, low).join('').trimEnd() + ELLIPSIS;
  }

  /** The text broken at spaces into at most `maxLines` lines of `width`, the last one cut if need be. */
  lines(text: string, width: number, style: TextStyle, maxLines: number): string[] {
    if (maxLines <= 1) return [this.fit(text, width, style)];
    if (this.width(text, style) <= width) return [text];
    const lines: string[] = [];
    let line = '';
    const words = text.split(/\s+/).filter(Boolean);
    for (let i = 0; i < words.length; i++) {
      const candidate = line ? `${line} ${words[i]}` : words[i]!;
      if (!line || this.width(candidate, style) <= width) {
        line = candidate;
        continue;
      }
      lines.push(this.fit(line, width, style));
      if (lines.length === maxLines - 1) return [...lines, this.fit(words.slice(i).join(' '), width, style)];
      line = words[i]!;
    }
    return [...lines, this.fit(line, width, style)];
  }

  /**
   * Draws one line with its top at y; with `width`, cut to it and aligned within it (`fitted`: the caller cut
   * it already, as a table's cells are when their rows are measured).
   */
  draw(text: string, x: number, y: number, style: TextStyle & { width?: number; fitted?: boolean }): void {
    const shown = style.width === undefined || style.fitted ? text : this.fit(text, style.width, style);
    let left = x;
    if (style.width !== undefined && style.align && style.align !== 'left') {
      const free = style.width - this.width(shown, style);
      left += style.align === 'right' ? free : free / 2;
    }
    const runs = this.fonts.runs(shown, style.weight ?? 'regular');
    if (style.halo) {
      this.doc.save().lineWidth(2).lineJoin('round').strokeColor(style.halo);
      this.drawRuns(runs, left, y, style.size, { stroke: true, fill: false });
      this.doc.restore();
    }
    this.doc.fillColor(style.color ?? '#222222');
    this.drawRuns(runs, left, y, style.size, {});
  }

  private drawRuns(
    runs: TextRun[],
    x: number,
    y: number,
    size: number,
    paint: { stroke?: boolean; fill?: boolean },
  ) {
    let left = x;
    for (const run of runs) {
      this.doc.font(run.font).fontSize(size);
      this.doc.text(run.text, left, y, { lineBreak: false, ...paint });
      left += this.doc.widthOfString(run.text);
    }
  }
}
