/** US Letter in points, as a US customer prints it; the margins leave room for the footer. */
export const PAGE = { width: 612, height: 792, margin: 36, footer: 22 } as const;
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;

/**
 * Where the next block goes, page by page. A report is laid out twice with the same flow: first only counting
 * pages (`drawing` false) so every footer can say 'Page x of y' without holding pages in memory (pdfkit's
 * bufferPages would keep all of a 170-page PDF), then drawing.
 */
export class PageFlow {
  page = 1;
  y: number = PAGE.margin;

  constructor(
    readonly drawing: boolean,
    private readonly addPage: () => void = () => {},
  ) {}

  get bottom(): number {
    return PAGE.height - PAGE.margin - PAGE.footer;
  }

  fits(height: number): boolean {
    return this.y + height <= this.bottom;
  }

  /** Starts a new page unless `height` fits below; true when it did. */
  ensure(height: number): boolean {
    if (this.fits(height)) return false;
    this.newPage();
    return true;
  }

  newPage(): void {
    this.page += 1;
    this.y = PAGE.margin;
    if (this.drawing) this.addPage();
  }
}
