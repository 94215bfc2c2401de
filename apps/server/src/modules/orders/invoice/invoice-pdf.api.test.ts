import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrder } from '@lodestar/contracts';
import { payments } from '../../../db/schema/index.ts';
import { drawnPaths, openPdf, pageText } from '../../reports/pdf/pdf-reader.test-helper.ts';
import {
  caller,
  draftBody,
  openOrderTestApp,
  sentOrder,
  unsentOrder,
  type OrderTestApp,
} from '../order.test-helper.ts';

let o: OrderTestApp;
let call: ReturnType<typeof caller>;
let order: AdminOrder;

beforeAll(async () => {
  o = await openOrderTestApp();
  call = caller(o);
  order = await sentOrder(
    o,
    draftBody(o, {
      billing_term: 'device-up-front',
      payment_term: 12,
      items: [
        { product_id: o.product.tracker, quantity: 1 },
        { product_id: o.product.plan, quantity: 1, months: 12 },
        { product_id: o.product.audio, quantity: 2 },
      ],
      promo: { code: 'TENOFF', type: 'discount', amount: 10 },
    }),
  );
}, 60_000);
afterAll(() => o.t.close());

const download = (url: string, token: string | null = o.admin) =>
  o.t.app.inject({
    method: 'GET',
    url,
    headers: { ...(token && { authorization: `Bearer ${token}` }), 'x-timezone': 'America/Chicago' },
  });

async function textOf(url: string) {
  const res = await download(url);
  expect(res.statusCode, res.body).toBe(200);
  const pdf = await openPdf(new Uint8Array(res.rawPayload));
  const pages = await Promise.all(Array.from({ length: pdf.numPages }, (_, i) => pageText(pdf, i + 1)));
  return { res, words: pages.map((p) => p.words).join(' ') };
}

const pad = (id: number) => String(id).padStart(6, '0');
const chicagoDate = (iso: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Chicago',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  }).format(new Date(iso));

describe('a payment’s invoice PDF', () => {
  it('downloads as the payment’s file with the numbers the customer checks', async () => {
    const first = order.payments![0]!;
    const { res, words } = await textOf(`/api/payments/${first.id}/generate-pdf`);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Order #${order.id} Payment #${first.id}.pdf"`,
    );
    for (const expected of [
      'Lodestar Business Invoice',
      'This order has been sent to you by: Sally Sales',
      'Billed to Bea Books 100 N Harbor Dr Suite 400 Chicago, IL 60601 (312) 555-0100',
      'Ship to Sam Shipper 2200 S Dock St Chicago, IL 60601',
      `Invoice number ${pad(order.id)}-${pad(first.id)}`,
      `Invoice date ${chicagoDate(order.sent_at!)}`,
      `Due date ${chicagoDate(first.due_date)}`,
      'Amount due $128.75',
      `Order number #${order.id}`,
      'PO number PO-4471',
      '# Description Unit Cost Qty Line Total',
      '1 Harbor Tracker $89.99 1 $89.99',
      '2 Harbor Tracker Plan $199.90 1 $199.90',
      '3 Live Audio Hour $5.00 2 $10.00',
      '4 Shipping $15.00 1 $15.00',
      // each discounted subtotal after its original (struck through)
      'Hardware $89.99 $80.99',
      'Subscription $199.90 $179.91',
      'Live audio (2 hours) $10.00 $9.00',
      'Shipping $15.00 Tax $22.27',
      'Promo discount (TENOFF) -$29.99',
      'Total $339.63 $307.17',
      `1 ${chicagoDate(first.due_date)} $128.75 Due (this invoice)`,
      `2 ${chicagoDate(order.payments![1]!.due_date)} $16.22 Due`,
      `12 ${chicagoDate(order.payments![11]!.due_date)} $16.22 Due`,
    ])
      expect(words).toContain(expected);
    expect(words).not.toContain('PAID');
    expect(words).not.toContain('Amount paid');
  });

  it('strikes through each value the promo changed', async () => {
    const res = await download(`/api/payments/${order.payments![0]!.id}/generate-pdf`);
    const pdf = await openPdf(new Uint8Array(res.rawPayload));
    const strikes = (await drawnPaths(pdf, 1)).filter(
      (p) => p.paint === 'stroke' && p.box[3] - p.box[1] < 1 && p.box[2] - p.box[0] > 10,
    );
    // hardware, subscription, live audio and the total
    expect(strikes).toHaveLength(4);
  });

  it('is stamped PAID once the payment succeeded, with nothing left due', async () => {
    const first = order.payments![0]!;
    await o.t.database.db.update(payments).set({ status: 'succeeded' }).where(eq(payments.id, first.id));
    const { words } = await textOf(`/api/payments/${first.id}/generate-pdf`);
    expect(words).toContain('PAID');
    expect(words).toContain('Amount due $0.00 Amount paid $128.75');
    expect(words).toContain(`1 ${chicagoDate(first.due_date)} $128.75 Paid (this invoice)`);
    // the next instalment's invoice is still due
    const second = order.payments![1]!;
    const next = await textOf(`/api/payments/${second.id}/generate-pdf`);
    expect(next.words).toContain('Amount due $16.22');
    expect(next.words).not.toContain('PAID');
  });
});

describe('an order’s invoice PDF', () => {
  it('is the order’s file and number, due what is still unpaid', async () => {
    const { res, words } = await textOf(`/api/orders/${order.id}/generate-pdf`);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="Order #${order.id}.pdf"`);
    expect(words).toContain(`Invoice number ${pad(order.id)} `);
    // $307.17 less the first payment's $128.75 (paid in the test before)
    expect(words).toContain('Amount due $178.42 Amount paid $128.75');
    expect(words).toContain(`Due date ${chicagoDate(order.payments![1]!.due_date)}`);
    expect(words).not.toContain('(this invoice)');
  });

  it('a draft or cart has none (422); a cancelled order’s is stamped so', async () => {
    for (const status of ['draft', 'cart'] as const) {
      const row = await unsentOrder(o, status);
      const res = await download(`/api/orders/${row.id}/generate-pdf`);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe('A draft order has no invoice');
    }
    const other = await sentOrder(o, draftBody(o));
    await call('POST', `/api/admin/orders/${other.id}/cancel`, o.ops);
    const { words } = await textOf(`/api/orders/${other.id}/generate-pdf`);
    expect(words).toContain('CANCELLED');
    expect(words).toContain('Amount due $0.00');
  });
});

describe('who may download an invoice', () => {
  it('admins and the all role; the devices role 403; another account’s 404; nobody 401', async () => {
    const urls = [
      `/api/orders/${order.id}/generate-pdf`,
      `/api/payments/${order.payments![0]!.id}/generate-pdf`,
    ];
    for (const url of urls) {
      expect((await download(url, o.viewer)).statusCode).toBe(200);
      const driver = await download(url, o.driver);
      expect(driver.statusCode).toBe(403);
      expect(driver.json().message).toBe('Billing is for account administrators');
      expect((await download(url, o.maria)).statusCode).toBe(404);
      expect((await download(url, null)).statusCode).toBe(401);
    }
    for (const url of [
      '/api/orders/abc/generate-pdf',
      '/api/payments/0/generate-pdf',
      '/api/payments/2000000000/generate-pdf',
    ])
      expect((await download(url)).statusCode, url).toBe(404);
  });
});
