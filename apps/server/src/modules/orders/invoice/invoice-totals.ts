import type PDFDocument from 'pdfkit';
import type { OrderSummary } from '@lodestar/contracts';
import { formatMoney } from '@lodestar/domain';
import { REPORT_COLOURS } from '../../reports/pdf/map-colours.ts';
import { CONTENT_WIDTH, PAGE, type PageFlow } from '../../reports/pdf/page-flow.ts';
import type { PdfText } from '../../reports/pdf/pdf-text.ts';

type Doc = InstanceType<typeof PDFDocument>;

/** A subtotal: its label, what it is now and, when a promo changed it, what it was. */
interface TotalRow {
  label: string;
  value: string;
  before: string | null;
  strong?: boolean;
}

const ROW = 15;
const WIDTH = 290;
const COLUMNS = { label: 130, before: 75, value: 85 } as const;

const hours = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'hour' : 'hours'}`;

/** The summary's rows (spec 3 §2.4: hardware, subscription, live audio hours, shipping, tax, promo, total). */
export function totalRows(summary: OrderSummary): TotalRow[] {
  const part = (label: string, now: number, before: number): TotalRow[] =>
    before > 0 || now > 0
      ? [{ label, value: formatMoney(now), before: before !== now ? formatMoney(before) : null }]
      : [];
  const promo = summary.promo_code && summary.promo_discount > 0 ? summary.promo_code : null;
  return [
    ...part('Hardware', summary.hardware_total, summary.hardware_total_before_discount),
    ...part('Subscription', summary.subscription_total, summary.subscription_total_before_discount),
    ...part(
      `Live audio (${hours(summary.audio_hour_total)})`,
      summary.live_audio_total,
      summary.live_audio_total_before_discount,
    ),
    { label: 'Shipping', value: formatMoney(summary.shipping_total), before: null },
    { label: 'Tax', value: formatMoney(summary.tax), before: null },
    ...(promo
      ? [
          {
            label: `Promo discount (${promo.code})`,
            value: `-${formatMoney(summary.promo_discount)}`,
            before: null,
          },
        ]
      : []),
    {
      label: 'Total',
      value: formatMoney(summary.grand_total),
      before:
        summary.grand_total_before_discount !== summary.grand_total
          ? formatMoney(summary.grand_total_before_discount)
          : null,
      strong: true,
    },
  ];
}

/**
 * The subtotals on the right under the lines: a discounted one shows its original value struck through before it,
 * as the approve page does. Kept together on one page; answers the top it was drawn at.
 */
export function drawTotals(doc: Doc, text: PdfText, flow: PageFlow, summary: OrderSummary): number {
  const rows = totalRows(summary);
  flow.ensure(rows.length * ROW + 12);
  const top = flow.y;
  const x = PAGE.margin + CONTENT_WIDTH - WIDTH;
  rows.forEach((row, i) => {
    const y = top + i * ROW;
    const style = {
      size: row.strong ? 10.5 : 9,
      weight: row.strong ? ('bold' as const) : ('regular' as const),
    };
    if (row.strong) doc.rect(x, y - 3, WIDTH, 0.75).fill(REPORT_COLOURS.rule);
    text.draw(row.label, x, y, { ...style, color: REPORT_COLOURS.text, width: COLUMNS.label });
    if (row.before) strikeThrough(doc, text, row.before, x + COLUMNS.label, y, style.size);
    text.draw(row.value, x + COLUMNS.label + COLUMNS.before, y, {
      ...style,
      width: COLUMNS.value,
      align: 'right',
    });
  });
  flow.y = top + rows.length * ROW + 16;
  return top;
}

/** The original value, right-aligned in its column with a line through it. */
function strikeThrough(doc: Doc, text: PdfText, value: string, x: number, y: number, size: number): void {
  const style = { size: size - 0.5, color: REPORT_COLOURS.muted };
  const width = text.width(value, style);
  const left = x + COLUMNS.before - 8 - width;
  text.draw(value, left, y + 0.5, style);
  const middle = y + 0.5 + size * 0.62;
  doc
    .moveTo(left, middle)
    .lineTo(left + width, middle)
    .lineWidth(0.8)
    .strokeColor(REPORT_COLOURS.muted)
    .stroke();
}
