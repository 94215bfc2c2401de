import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrder, Order } from '@lodestar/contracts';
import { orders } from '../../db/schema/index.ts';
import {
  caller,
  draftBody,
  openOrderTestApp,
  sentOrder,
  unsentOrder,
  type OrderTestApp,
} from './order.test-helper.ts';

let o: OrderTestApp;
let call: ReturnType<typeof caller>;
let order: AdminOrder;

beforeAll(async () => {
  o = await openOrderTestApp();
  call = caller(o);
  order = await sentOrder(o, draftBody(o, { billing_term: 'monthly', payment_term: 3 }));
}, 60_000);
afterAll(() => o.t.close());

const open = (uuid: string, token: string | null = null) => call('GET', `/api/public-orders/${uuid}`, token);

describe('GET /api/public-orders/{uuid} (the approve-order page, signed out)', () => {
  it('answers the sent order with its invoice, addresses, schedule and the sales person', async () => {
    const res = await open(order.uuid);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as Order;
    expect(data).toMatchObject({
      id: order.id,
      status: 'pending-approval',
      payable: true,
      billingTerm: 'monthly',
      paymentTerm: 3,
      admin_form_details: { sales_person: 'Sally Sales', po_number: 'PO-4471' },
      summary: { grand_total: 32881 },
      billingAddress: { line1: '100 N Harbor Dr', first_name: 'Bea' },
      shippingAddress: { line1: '2200 S Dock St' },
    });
    expect(data.invoiceItems!.map((i) => i.title)).toEqual([
      'Harbor Tracker',
      'Harbor Tracker Plan',
      'Shipping',
    ]);
    expect(data.payments!.map((p) => p.amount)).toEqual([10961, 10960, 10960]);
    // upper case works as well: the uuid is the same
    expect((await open(order.uuid.toUpperCase())).statusCode).toBe(200);
  });

  it('shows nothing of the account beyond its id, title and whether it is a business', async () => {
    const data = (await open(order.uuid)).json().data;
    expect(data.account).toEqual({ id: o.harbor, title: 'Harbor Freight Co', is_b2b_account: true });
    expect(Object.keys(data).sort()).toEqual(
      [
        'id',
        'uuid',
        'kind',
        'status',
        'payable',
        'created_at',
        'sent_at',
        'paid_at',
        'account_id',
        'billingTerm',
        'paymentTerm',
        'admin_form_details',
        'summary',
        'orderItems',
        'account',
        'billingAddress',
        'shippingAddress',
        'invoiceItems',
        'payments',
      ].sort(),
    );
    const text = JSON.stringify(data);
    for (const secret of [
      'harbor.test',
      'Hana Harbor',
      'Olivia Ops',
      'created_by',
      'tax_rate_bps',
      'api_token',
    ])
      expect(text).not.toContain(secret);
    // include asks for no more than the page always gets
    const asked = (await open(`${order.uuid}?include=account,orderItemsCount`)).json().data;
    expect(Object.keys(asked).sort()).toEqual(Object.keys(data).sort());
  });

  it('answers the same 404 for an unknown, malformed, draft, cart or cancelled order', async () => {
    const draft = await unsentOrder(o, 'draft');
    const cart = await unsentOrder(o, 'cart');
    const cancelled = await sentOrder(o, draftBody(o));
    await o.t.database.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, cancelled.id));
    const answers = await Promise.all(
      [
        '00000000-0000-4000-8000-000000000000',
        'not-a-uuid',
        String(order.id),
        `${order.uuid}x`,
        draft.uuid,
        cart.uuid,
        cancelled.uuid,
      ].map((uuid) => open(uuid)),
    );
    for (const res of answers) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Not found' });
    }
  });

  it('stays readable once paid, for the success page', async () => {
    await o.t.database.db.update(orders).set({ status: 'paid' }).where(eq(orders.id, order.id));
    const res = await open(order.uuid, o.maria);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'paid', payable: false });
  });
});
