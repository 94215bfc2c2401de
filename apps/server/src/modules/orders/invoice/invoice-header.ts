import type PDFDocument from 'pdfkit';
import { BILLING_TEXTS } from '@lodestar/contracts';
import { formatMoney } from '@lodestar/domain';
import { REPORT_COLOURS } from '../../reports/pdf/map-colours.ts';
import { CONTENT_WIDTH, PAGE } from '../../reports/pdf/page-flow.ts';
import type { PdfText } from '../../reports/pdf/pdf-text.ts';
import { addressLines, invoiceDate } from './invoice-format.ts';
import type { InvoicePdfInput } from './invoice-pdf-input.ts';

type Doc = InstanceType<typeof PDFDocument>;

const LINE = 12.5;
const STAMP_COLOURS = { paid: '#2f9e44', cancelled: '#c92a2a' } as const;

/** The invoice's figures on the right of its head, in the order a customer looks for them. */
function figures(input: InvoicePdfInput): [string, string][] {
  const date = invoiceDate(input.zone);
  return [
    ['Invoice number', input.invoiceNumber],
    ['Invoice date', date(input.invoiceDate)],
    ['Due date', input.dueDate ? date(input.dueDate) : '—'],
    ['Amount due', formatMoney(input.amountDue)],
    ...(input.amountPaid > 0 ? ([['Amount paid', formatMoney(input.amountPaid)]] as [string, string][]) : []),
    ['Order number', `#${input.orderId}`],
    ...(input.poNumber ? ([['PO number', input.poNumber]] as [string, string][]) : []),
  ];
}

/**
 * The brand and 'Invoice', who sent it, the billed-to and ship-to addresses on the left and the invoice's number,
 * dates and amount due on the right. Answers where the next block starts.
 */
export function drawInvoiceHeader(doc: Doc, text: PdfText, input: InvoicePdfInput): number {
  const { margin } = PAGE;
  text.draw(input.brand, margin, margin, { size: 16, weight: 'bold', color: REPORT_COLOURS.brand });
  text.draw('Invoice', margin, margin - 2, {
    size: 20,
    weight: 'bold',
    color: REPORT_COLOURS.text,
    width: CONTENT_WIDTH,
    align: 'right',
  });
  doc.rect(margin, margin + 26, CONTENT_WIDTH, 1.5).fill(REPORT_COLOURS.brand);
  text.draw(
    `${BILLING_TEXTS.sentBy} ${input.salesPerson || BILLING_TEXTS.defaultTeam}`,
    margin,
    margin + 34,
    {
      size: 8,
      color: REPORT_COLOURS.muted,
      width: CONTENT_WIDTH,
    },
  );

  const top = margin + 54;
  const column = 165;
  const block = (title: string, lines: string[], x: number) => {
    text.draw(title, x, top, { size: 8, weight: 'bold', color: REPORT_COLOURS.muted, width: column - 10 });
    lines.forEach((line, i) => text.draw(line, x, top + 13 + i * LINE, { size: 9.5, width: column - 10 }));
    return top + 13 + lines.length * LINE;
  };
  const billedBottom = block('Billed to', addressLines(input.billedTo, input.accountTitle), margin);
  const shipBottom = block('Ship to', addressLines(input.shipTo, input.accountTitle), margin + column);

  const labelX = margin + 2 * column + 10;
  const labelWidth = 90;
  const valueWidth = CONTENT_WIDTH - 2 * column - 10 - labelWidth;
  const rows = figures(input);
  rows.forEach(([label, value], i) => {
    const y = top + i * (LINE + 2);
    const strong = label === 'Amount due';
    text.draw(label, labelX, y, { size: 8.5, color: REPORT_COLOURS.muted, width: labelWidth });
    text.draw(value, labelX + labelWidth, y, {
      size: strong ? 10.5 : 9.5,
      weight: strong ? 'bold' : 'regular',
      width: valueWidth,
      align: 'right',
    });
  });
  const figuresBottom = top + rows.length * (LINE + 2);
  return Math.max(billedBottom, shipBottom, figuresBottom) + 18;
}

/** PAID (or CANCELLED) stamped at an angle in the free space left of the totals, whose top is at `top`. */
export function drawStamp(doc: Doc, text: PdfText, stamp: 'paid' | 'cancelled', top: number): void {
  const colour = STAMP_COLOURS[stamp];
  const label = stamp.toUpperCase();
  const style = { size: 26, weight: 'bold' as const, color: colour };
  const width = text.width(label, style) + 24;
  const x = PAGE.margin + 40;
  const y = top + 14;
  doc.save();
  doc.rotate(-12, { origin: [x + width / 2, y + 18] });
  doc.lineWidth(2.5).strokeColor(colour).opacity(0.85).roundedRect(x, y, width, 40, 5).stroke();
  text.draw(label, x + 12, y + 5, style);
  doc.restore();
}
