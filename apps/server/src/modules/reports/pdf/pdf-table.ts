import type PDFDocument from 'pdfkit';
import { REPORT_COLOURS } from './map-colours.ts';
import { CONTENT_WIDTH, PAGE, type PageFlow } from './page-flow.ts';
import type { PdfText } from './pdf-text.ts';

type Doc = InstanceType<typeof PDFDocument>;

export interface Column<T> {
  title: string;
  width: number;
  align?: 'left' | 'right';
  value: (row: T) => string;
  /** Lines the value may wrap to (an address); one unless given. */
  lines?: number;
}

const CELL = { size: 7.5, line: 9.5, pad: 2.5 } as const;
const HEADER_HEIGHT = 15;
const TITLE_HEIGHT = 22;

/**
 * A table that runs over pages, its header repeated at the top of each. Rows of one line have one height, so a
 * table of positions is planned from its count alone; rows that wrap are measured, the same way in both passes.
 */
export class PdfTable<T> {
  readonly fixedRowHeight: number | null;

  constructor(
    private readonly doc: Doc,
    private readonly text: PdfText,
    private readonly flow: PageFlow,
    private readonly columns: Column<T>[],
  ) {
    this.fixedRowHeight = columns.some((c) => (c.lines ?? 1) > 1) ? null : CELL.line + 2 * CELL.pad;
  }

  private cells(row: T): string[][] {
    const style = { size: CELL.size };
    return this.columns.map((c) =>
      this.text.lines(c.value(row), c.width - 2 * CELL.pad, style, c.lines ?? 1),
    );
  }

  /** The section's title and the header row, on a new page when they and a first row would not fit. */
  start(title: string, firstRow = CELL.line + 2 * CELL.pad): void {
    this.flow.ensure(TITLE_HEIGHT + HEADER_HEIGHT + firstRow);
    if (this.flow.drawing)
      this.text.draw(title, PAGE.margin, this.flow.y + 4, {
        size: 12,
        weight: 'bold',
        color: REPORT_COLOURS.brand,
      });
    this.flow.y += TITLE_HEIGHT;
    this.header();
  }

  private header(): void {
    const { y } = this.flow;
    if (this.flow.drawing) {
      this.doc.rect(PAGE.margin, y, CONTENT_WIDTH, HEADER_HEIGHT).fill(REPORT_COLOURS.headerFill);
      let x = PAGE.margin;
      for (const c of this.columns) {
        const style = {
          size: CELL.size,
          weight: 'bold' as const,
          color: REPORT_COLOURS.muted,
          width: c.width - 2 * CELL.pad,
        };
        this.text.draw(c.title, x + CELL.pad, y + 4, { ...style, align: c.align ?? 'left' });
        x += c.width;
      }
    }
    this.flow.y += HEADER_HEIGHT;
  }

  /** One row; a new page (with the header again) first when it does not fit. */
  row(row: T, index: number): void {
    const cells = this.flow.drawing || this.fixedRowHeight === null ? this.cells(row) : null;
    const height = this.fixedRowHeight ?? Math.max(...cells!.map((c) => c.length)) * CELL.line + 2 * CELL.pad;
    if (this.flow.ensure(height)) this.header();
    if (this.flow.drawing) this.drawRow(cells!, index, height);
    this.flow.y += height;
  }

  /** Space for `count` one-line rows, without their values: the planning pass of the positions table. */
  skipRows(count: number): void {
    for (let i = 0; i < count; i++) {
      if (this.flow.ensure(this.fixedRowHeight!)) this.header();
      this.flow.y += this.fixedRowHeight!;
    }
  }

  private drawRow(cells: string[][], index: number, height: number): void {
    const { y } = this.flow;
    if (index % 2 === 1) this.doc.rect(PAGE.margin, y, CONTENT_WIDTH, height).fill(REPORT_COLOURS.stripe);
    let x = PAGE.margin;
    this.columns.forEach((c, i) => {
      cells[i]!.forEach((line, n) => {
        const style = {
          size: CELL.size,
          width: c.width - 2 * CELL.pad,
          align: c.align ?? 'left',
          fitted: true,
        };
        this.text.draw(line, x + CELL.pad, y + CELL.pad + n * CELL.line, style);
      });
      x += c.width;
    });
  }

  /** A line of text under the table: its empty state, or what was left out. */
  note(message: string): void {
    this.flow.ensure(CELL.line + 8);
    if (this.flow.drawing)
      this.text.draw(message, PAGE.margin + CELL.pad, this.flow.y + 4, {
        size: 8,
        color: REPORT_COLOURS.muted,
        width: CONTENT_WIDTH,
      });
    this.flow.y += CELL.line + 8;
  }

  /** Space after the table, before the next section. */
  end(): void {
    this.flow.y += 14;
  }
}
