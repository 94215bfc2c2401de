import PDFDocument from 'pdfkit';
import { BILLING_TEXTS, type InvoiceItem } from '@lodestar/contracts';
import { formatMoney } from '@lodestar/domain';
import { REPORT_COLOURS } from '../../reports/pdf/map-colours.ts';
import { CONTENT_WIDTH, PAGE, PageFlow } from '../../reports/pdf/page-flow.ts';
import { registerFonts } from '../../reports/pdf/pdf-fonts.ts';
import { PdfTable } from '../../reports/pdf/pdf-table.ts';
import { PdfText } from '../../reports/pdf/pdf-text.ts';
import { drawInvoiceHeader, drawStamp } from './invoice-header.ts';
import { invoiceDate, PAYMENT_STATUS_LABELS } from './invoice-format.ts';
import type { InvoicePdfInput, InvoiceScheduleLine } from './invoice-pdf-input.ts';
import { drawTotals } from './invoice-totals.ts';

export type { InvoicePdfInput } from './invoice-pdf-input.ts';

type Doc = InstanceType<typeof PDFDocument>;

/**
 * An invoice as a PDF (spec 3 §2.6): the brand, the invoice's number, dates and amount due, who it is billed and
 * shipped to, its lines, the subtotals (a discounted one beside its original, struck through), shipping, tax and
 * total, and the payment schedule; stamped PAID once paid. In the report PDF's fonts (Noto Sans) and table.
 * The document is small and written at once; the answer is pdfkit's own stream.
 */
export function invoicePdf(input: InvoicePdfInput): Doc {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: PAGE.margin,
    info: {
      Title: `Invoice ${input.invoiceNumber}`,
      Author: input.brand,
      Subject: `Order #${input.orderId}`,
    },
  });
  const text = new PdfText(doc, registerFonts(doc));
  const footer = (page: number) => {
    const y = PAGE.height - PAGE.margin - 10;
    const style = { size: 7, color: REPORT_COLOURS.muted };
    text.draw(`${input.brand}  ·  Invoice ${input.invoiceNumber}`, PAGE.margin, y, { ...style, width: 400 });
    text.draw(`Page ${page}`, PAGE.margin, y, { ...style, width: CONTENT_WIDTH, align: 'right' });
  };
  const flow = new PageFlow(true, () => {
    doc.addPage();
    footer(flow.page);
  });
  footer(1);
  flow.y = drawInvoiceHeader(doc, text, input);
  writeItems(doc, text, flow, input.items);
  const totalsTop = drawTotals(doc, text, flow, input.summary);
  if (input.stamp) drawStamp(doc, text, input.stamp, totalsTop);
  writeSchedule(doc, text, flow, input.schedule, input.zone);
  doc.end();
  return doc;
}

function writeItems(doc: Doc, text: PdfText, flow: PageFlow, items: InvoiceItem[]): void {
  const table = new PdfTable<InvoiceItem & { n: number }>(doc, text, flow, [
    { title: '#', width: 28, value: (r) => String(r.n) },
    { title: 'Description', width: 264, value: (r) => r.title, lines: 2 },
    { title: 'Unit Cost', width: 90, align: 'right', value: (r) => formatMoney(r.price) },
    { title: 'Qty', width: 58, align: 'right', value: (r) => r.qty.toLocaleString('en-US') },
    { title: 'Line Total', width: 100, align: 'right', value: (r) => formatMoney(r.total) },
  ]);
  table.start('Items');
  items.forEach((item, i) => table.row({ ...item, n: i + 1 }, i));
  if (!items.length) table.note(BILLING_TEXTS.noItems);
  table.end();
}

function writeSchedule(
  doc: Doc,
  text: PdfText,
  flow: PageFlow,
  schedule: InvoiceScheduleLine[],
  zone: string,
): void {
  if (!schedule.length) return;
  const date = invoiceDate(zone);
  const table = new PdfTable<InvoiceScheduleLine>(doc, text, flow, [
    { title: '#', width: 28, value: (r) => String(r.number) },
    { title: 'Due date', width: 200, value: (r) => date(r.dueDate) },
    { title: 'Amount', width: 110, align: 'right', value: (r) => formatMoney(r.amount) },
    {
      title: 'Status',
      width: 202,
      value: (r) => `${PAYMENT_STATUS_LABELS[r.status]}${r.current ? ' (this invoice)' : ''}`,
    },
  ]);
  table.start('Payment schedule');
  schedule.forEach((line, i) => table.row(line, i));
  table.end();
}
