import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrder } from '@lodestar/contracts';
import { addresses, auditLog, payments } from '../../db/schema/index.ts';
import {
  approvalMails,
  caller,
  draftBody,
  openOrderTestApp,
  PRICES,
  sentOrder,
  type OrderTestApp,
} from './order.test-helper.ts';

let o: OrderTestApp;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  o = await openOrderTestApp();
  call = caller(o);
}, 60_000);
afterAll(() => o.t.close());

const draftUrl = () => `/api/admin/accounts/${o.harbor}/orders`;

describe('the internal admin composes a sale', () => {
  it('lists the catalogue with each service’s plans', async () => {
    const res = await call('GET', '/api/admin/products', o.ops);
    expect(res.statusCode, res.body).toBe(200);
    const plan = res.json().data.find((p: { id: number }) => p.id === o.product.plan);
    expect(plan).toMatchObject({
      kind: 'service',
      plans: [
        { months: 1, price: PRICES.plan1 },
        { months: 12, price: PRICES.plan12 },
      ],
    });
    expect(res.json().data.find((p: { id: number }) => p.id === o.product.tracker)).toMatchObject({
      kind: 'hardware',
      price: PRICES.tracker,
      plans: [],
    });
  });

  it('makes a draft priced from the catalogue, the service at its plan for its months', async () => {
    const res = await call('POST', draftUrl(), o.ops, draftBody(o));
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json().data as AdminOrder;
    expect(order).toMatchObject({
      status: 'draft',
      kind: 'sale',
      payable: false,
      account: { id: o.harbor, title: 'Harbor Freight Co', is_b2b_account: true },
      billingTerm: 'up-front',
      paymentTerm: 1,
      admin_form_details: { sales_person: 'Sally Sales', po_number: 'PO-4471' },
      tax_rate_bps: 825,
      billing_address_id: o.address.billing,
      shipping_address_id: o.address.shipping,
      created_by: { id: o.t.demo.users.ops, name: 'Olivia Ops' },
      sent_at: null,
      payments: [],
    });
    expect(order.orderItems.map((i) => [i.product.id, i.actual_price, i.quantity, i.months])).toEqual([
      [o.product.tracker, PRICES.tracker, 1, null],
      [o.product.plan, PRICES.plan12, 1, 12],
    ]);
    // $89.99 + $199.90 = $289.89; tax 8.25% = $23.92 (23.915 half up); shipping $15.00
    expect(order.summary).toMatchObject({
      hardware_total: 8999,
      subscription_total: 19990,
      shipping_total: 1500,
      tax: 2392,
      grand_total: 32881,
    });
    // the account's addresses, as they are now
    expect(order.billingAddress).toMatchObject({ id: o.address.billing, line1: '100 N Harbor Dr' });
  });

  it('takes the account’s default addresses when none are named, and none when null', async () => {
    const body = draftBody(o);
    delete body.billing_address_id;
    const res = await call('POST', draftUrl(), o.ops, { ...body, shipping_address_id: null });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      billing_address_id: o.address.billing,
      shipping_address_id: null,
    });
  });

  it('refuses what it cannot sell, naming the line or field', async () => {
    const cases: [object, string][] = [
      [{ items: [{ product_id: 2_000_000_000, quantity: 1 }] }, 'items.0.product_id'],
      [{ items: [{ product_id: o.product.tracker, quantity: 1, months: 12 }] }, 'items.0.months'],
      [{ billing_address_id: o.address.riveraBilling }, 'billing_address_id'],
      [{ shipping_address_id: o.address.billing }, 'shipping_address_id'],
      [{ promo: { code: 'BIG', type: 'discount', amount: 150 } }, 'promo.amount'],
    ];
    for (const [over, field] of cases) {
      const res = await call('POST', draftUrl(), o.ops, draftBody(o, over));
      expect(res.statusCode, `${field}: ${res.body}`).toBe(422);
      expect(res.json().errors?.[field], field).toBeDefined();
    }
    const empty = await call('POST', draftUrl(), o.ops, draftBody(o, { items: [] }));
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toMatch(/Add at least one product/);
    const unknownAccount = await call('POST', '/api/admin/accounts/2000000000/orders', o.ops, draftBody(o));
    expect(unknownAccount.statusCode).toBe(404);
  });

  it('edits a draft, repricing its lines; a sent order cannot change', async () => {
    const draft = (await call('POST', draftUrl(), o.ops, draftBody(o))).json().data as AdminOrder;
    const edited = await call(
      'PUT',
      `/api/admin/orders/${draft.id}`,
      o.ops,
      draftBody(o, {
        billing_term: 'monthly',
        payment_term: 6,
        items: [{ product_id: o.product.plan, quantity: 3, months: 1 }],
        po_number: 'PO-9',
      }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({
      billingTerm: 'monthly',
      paymentTerm: 6,
      admin_form_details: { po_number: 'PO-9' },
      orderItems: [{ actual_price: PRICES.plan1, quantity: 3, months: 1, total: 3 * PRICES.plan1 }],
    });
    expect((await call('POST', `/api/admin/orders/${draft.id}/send`, o.ops)).statusCode).toBe(200);
    const again = await call('PUT', `/api/admin/orders/${draft.id}`, o.ops, draftBody(o));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Only a draft order can be changed; this one is pending-approval.');
  });

  it('lists every account’s orders, drafts included, filtered by account and status', async () => {
    await call(
      'POST',
      `/api/admin/accounts/${o.rivera}/orders`,
      o.ops,
      draftBody(o, {
        billing_address_id: o.address.riveraBilling,
        shipping_address_id: null,
        items: [{ product_id: o.product.plan, quantity: 1, months: 1 }],
      }),
    );
    const all = (await call('GET', '/api/admin/orders?per_page=100', o.ops)).json();
    const accountsSeen = new Set(all.data.map((x: AdminOrder) => x.account_id));
    expect(accountsSeen).toEqual(new Set([o.harbor, o.rivera]));
    const riveraDrafts = (
      await call('GET', `/api/admin/orders?account_id=${o.rivera}&status=draft`, o.ops)
    ).json();
    expect(riveraDrafts.data.length).toBe(1);
    expect(riveraDrafts.data[0]).toMatchObject({ account: { title: 'Rivera Family' }, status: 'draft' });
    expect(riveraDrafts.meta).toMatchObject({ total: 1, current_page: 1, last_page: 1, from: 1, to: 1 });
    const bad = await call('GET', '/api/admin/orders?status=shipped', o.ops);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.status).toBeDefined();
  });
});

describe('sending a draft', () => {
  it('makes it pending approval with its schedule, and mails each account admin the approve link once', async () => {
    const order = await sentOrder(o, draftBody(o));
    expect(order).toMatchObject({ status: 'pending-approval', payable: true });
    expect(order.sent_at).not.toBeNull();
    expect(order.payments).toHaveLength(1);
    const mails = await approvalMails(o, order.id);
    expect(mails.map((m) => m.to).sort()).toEqual(['billing@harbor.test', 'cfo@harbor.test']);
    const link = `/approve-order/${order.uuid}`;
    for (const mail of mails) {
      expect(mail.subject).toBe(`Order #${order.id} from Lodestar Business is ready for your approval`);
      expect(mail.text).toContain(`${link}\n`);
      expect(mail.text).toContain(`Sally Sales sent Harbor Freight Co order #${order.id} for $328.81.`);
      expect(mail.text).toMatch(/Payment due on [A-Z][a-z]{2} \d{1,2}, \d{4}\./);
      expect(mail.html).toContain(`href="http`);
    }
    // the link opens the order signed out
    const pub = await call('GET', `/api/public-orders/${order.uuid}`);
    expect(pub.statusCode).toBe(200);
    expect(pub.json().data).toMatchObject({ id: order.id, status: 'pending-approval' });
    // a second send is refused and mails nobody again
    const again = await call('POST', `/api/admin/orders/${order.id}/send`, o.ops);
    expect(again.statusCode).toBe(409);
    expect(await approvalMails(o, order.id)).toHaveLength(2);
  });

  it('keeps the addresses as they were when sent', async () => {
    const order = await sentOrder(o, draftBody(o));
    await o.t.database.db
      .update(addresses)
      .set({ line1: '1 Moved Ave' })
      .where(eq(addresses.id, o.address.billing));
    const after = (await call('GET', `/api/orders/${order.id}?include=billingAddress`, o.admin)).json().data;
    expect(after.billingAddress).toMatchObject({
      line1: '100 N Harbor Dr',
      first_name: 'Bea',
      line2: 'Suite 400',
    });
    await o.t.database.db
      .update(addresses)
      .set({ line1: '100 N Harbor Dr' })
      .where(eq(addresses.id, o.address.billing));
  });

  it('refuses a draft without a billing address, or with hardware and nowhere to ship it', async () => {
    const noBilling = (
      await call('POST', draftUrl(), o.ops, draftBody(o, { billing_address_id: null }))
    ).json().data;
    const res = await call('POST', `/api/admin/orders/${noBilling.id}/send`, o.ops);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Choose a billing address for the invoice before sending the order.');
    const noShipping = (
      await call('POST', draftUrl(), o.ops, draftBody(o, { shipping_address_id: null }))
    ).json().data;
    expect((await call('POST', `/api/admin/orders/${noShipping.id}/send`, o.ops)).statusCode).toBe(422);
    expect(await approvalMails(o, noShipping.id)).toEqual([]);
  });

  it('is on the audit trail with its answer', async () => {
    const draft = (await call('POST', draftUrl(), o.ops, draftBody(o))).json().data;
    await call('POST', `/api/admin/orders/${draft.id}/send`, o.ops);
    // the entry is written as the request comes in, its answer added once it has gone out
    await expect
      .poll(() =>
        o.t.database.db
          .select({
            actingAdminId: auditLog.actingAdminId,
            accountId: auditLog.accountId,
            method: auditLog.method,
            statusCode: auditLog.statusCode,
          })
          .from(auditLog)
          .where(eq(auditLog.path, `/api/admin/orders/${draft.id}/send`)),
      )
      // the order's account, so the account's trail shows the sale sent to it
      .toEqual([{ actingAdminId: o.t.demo.users.ops, accountId: o.harbor, method: 'POST', statusCode: 200 }]);
  });
});

describe('cancelling', () => {
  it('cancels a draft and a sent order nobody started paying, and its payments with it', async () => {
    const draft = (await call('POST', draftUrl(), o.ops, draftBody(o))).json().data;
    const cancelledDraft = await call('POST', `/api/admin/orders/${draft.id}/cancel`, o.ops);
    expect(cancelledDraft.statusCode, cancelledDraft.body).toBe(200);
    expect(cancelledDraft.json().data.status).toBe('cancelled');
    const sent = await sentOrder(o, draftBody(o, { billing_term: 'monthly', payment_term: 3 }));
    const res = await call('POST', `/api/admin/orders/${sent.id}/cancel`, o.ops);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.payments.map((p: { status: string }) => p.status)).toEqual([
      'cancelled',
      'cancelled',
      'cancelled',
    ]);
    // the approve link stops working
    expect((await call('GET', `/api/public-orders/${sent.uuid}`)).statusCode).toBe(404);
    expect((await call('POST', `/api/admin/orders/${sent.id}/cancel`, o.ops)).statusCode).toBe(409);
  });

  it('refuses once a payment is made or the customer has started paying', async () => {
    const db = o.t.database.db;
    const paid = await sentOrder(o, draftBody(o));
    await db.update(payments).set({ status: 'succeeded' }).where(eq(payments.orderId, paid.id));
    const res = await call('POST', `/api/admin/orders/${paid.id}/cancel`, o.ops);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/started paying/);
    const started = await sentOrder(o, draftBody(o));
    await db
      .update(payments)
      .set({ intentId: `pi_test_${started.id}` })
      .where(eq(payments.orderId, started.id));
    expect((await call('POST', `/api/admin/orders/${started.id}/cancel`, o.ops)).statusCode).toBe(409);
  });
});

describe('who may sell', () => {
  it('is internal admins only: customers get 403, nobody signed in 401', async () => {
    const draft = (await call('POST', draftUrl(), o.ops, draftBody(o))).json().data;
    const routes: [Parameters<typeof call>[0], string, unknown?][] = [
      ['GET', '/api/admin/products'],
      ['GET', '/api/admin/orders'],
      ['POST', draftUrl(), draftBody(o)],
      ['GET', `/api/admin/orders/${draft.id}`],
      ['PUT', `/api/admin/orders/${draft.id}`, draftBody(o)],
      ['POST', `/api/admin/orders/${draft.id}/send`],
      ['POST', `/api/admin/orders/${draft.id}/cancel`],
    ];
    for (const [method, url, body] of routes) {
      expect((await call(method, url, null, body)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, o.admin, body)).statusCode, `${method} ${url}`).toBe(403);
      // a bad body from a customer is still a 403: nothing is read before the caller is known
      if (body) expect((await call(method, url, o.admin, { items: 'x' })).statusCode).toBe(403);
    }
    expect((await call('GET', `/api/admin/orders/${draft.id}`, o.ops)).json().data.status).toBe('draft');
    expect((await call('GET', '/api/admin/orders/abc', o.ops)).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/orders/2000000000', o.ops)).statusCode).toBe(404);
  });
});
