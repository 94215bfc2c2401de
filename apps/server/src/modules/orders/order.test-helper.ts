import { like } from 'drizzle-orm';
import type { DraftOrderBody } from '@lodestar/contracts';
import {
  accounts,
  addresses,
  orderItems,
  orders,
  outbox,
  planPrices,
  products,
} from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, createUser, signIn } from '../session/sign-in.test-helper.ts';

/** Who the order tests sign in as, the test account's catalogue and addresses. */
export interface OrderTestApp {
  t: TestApp;
  /** Harbor Freight (a business account): two admins, an 'all' member and a devices-role driver */
  harbor: number;
  rivera: number;
  admin: string;
  cfo: string;
  viewer: string;
  driver: string;
  maria: string;
  /** internal admin, signed in as themselves */
  ops: string;
  ids: { admin: number; cfo: number };
  product: { tracker: number; plan: number; audio: number };
  address: { billing: number; shipping: number; riveraBilling: number };
}

/** The test catalogue: a tracker at $89.99, its plan at $19.99 a month or $199.90 a year, audio at $5.00 an hour. */
export const PRICES = { tracker: 8999, plan1: 1999, plan12: 19990, audio: 500 } as const;

async function addAddress(t: TestApp, accountId: number, category: 'billing' | 'shipping', line1: string) {
  const [row] = await t.database.db
    .insert(addresses)
    .values({
      accountId,
      category,
      firstName: category === 'billing' ? 'Bea' : 'Sam',
      lastName: category === 'billing' ? 'Books' : 'Shipper',
      line1,
      line2: category === 'billing' ? 'Suite 400' : null,
      city: 'Chicago',
      state: 'IL',
      zip: '60601',
      phone: '(312) 555-0100',
      isDefault: true,
    })
    .returning({ id: addresses.id });
  return row!.id;
}

export async function openOrderTestApp(): Promise<OrderTestApp> {
  const t = await createTestApp();
  const db = t.database.db;
  const [account] = await db
    .insert(accounts)
    .values({ title: 'Harbor Freight Co', isB2bAccount: true, usesGpxApp: true })
    .returning({ id: accounts.id });
  const harbor = account!.id;
  const ids = {
    admin: await createUser(t.database, {
      email: 'billing@harbor.test',
      name: 'Hana Harbor',
      accountId: harbor,
      role: 'admin',
    }),
    cfo: await createUser(t.database, {
      email: 'cfo@harbor.test',
      name: 'Carl Cfo',
      accountId: harbor,
      role: 'admin',
    }),
  };
  await createUser(t.database, { email: 'viewer@harbor.test', accountId: harbor, role: 'all' });
  await createUser(t.database, { email: 'driver@harbor.test', accountId: harbor, role: 'devices' });
  const rows = await db
    .insert(products)
    .values([
      {
        sku: 'TEST-HW',
        title: 'Harbor Tracker',
        alias: 'harbor-tracker',
        kind: 'hardware',
        price: PRICES.tracker,
      },
      { sku: 'TEST-SVC', title: 'Harbor Tracker Plan', alias: 'harbor-plan', kind: 'service', price: 0 },
      {
        sku: 'TEST-AUDIO',
        title: 'Live Audio Hour',
        alias: 'audio-hour',
        kind: 'live-audio',
        price: PRICES.audio,
      },
    ])
    .returning({ id: products.id, sku: products.sku });
  const product = {
    tracker: rows.find((r) => r.sku === 'TEST-HW')!.id,
    plan: rows.find((r) => r.sku === 'TEST-SVC')!.id,
    audio: rows.find((r) => r.sku === 'TEST-AUDIO')!.id,
  };
  await db.insert(planPrices).values([
    { productId: product.plan, months: 1, price: PRICES.plan1 },
    { productId: product.plan, months: 12, price: PRICES.plan12 },
  ]);
  const signed = await Promise.all(
    [
      'billing@harbor.test',
      'cfo@harbor.test',
      'viewer@harbor.test',
      'driver@harbor.test',
      'maria@rivera.test',
      'ops@lodestar.test',
    ].map((email) => signIn(t.app, email)),
  );
  const [admin, cfo, viewer, driver, maria, ops] = signed as [string, string, string, string, string, string];
  return {
    t,
    harbor,
    rivera: t.demo.accounts.rivera,
    admin,
    cfo,
    viewer,
    driver,
    maria,
    ops,
    ids,
    product,
    address: {
      billing: await addAddress(t, harbor, 'billing', '100 N Harbor Dr'),
      shipping: await addAddress(t, harbor, 'shipping', '2200 S Dock St'),
      riveraBilling: await addAddress(t, t.demo.accounts.rivera, 'billing', '9 Rivera Way'),
    },
  };
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** An API call as a client makes it, with a bearer token or none. */
export function caller(o: OrderTestApp) {
  return (method: Method, url: string, token?: string | null, payload?: unknown) =>
    o.t.app.inject({
      method,
      url,
      headers: token ? bearer(token) : {},
      ...(payload !== undefined && { payload: payload as object }),
    });
}

/** Composes a draft through the admin API and sends it; answers the sent order as the admin sees it. */
export async function sentOrder(o: OrderTestApp, body: DraftOrderBody, accountId = o.harbor) {
  const call = caller(o);
  const draft = await call('POST', `/api/admin/accounts/${accountId}/orders`, o.ops, body);
  if (draft.statusCode !== 201) throw new Error(`draft refused: ${draft.statusCode} ${draft.body}`);
  const sent = await call('POST', `/api/admin/orders/${draft.json().data.id}/send`, o.ops);
  if (sent.statusCode !== 200) throw new Error(`send refused: ${sent.statusCode} ${sent.body}`);
  return sent.json().data as import('@lodestar/contracts').AdminOrder;
}

/** A customer's cart or an unsent draft, written straight to the database (no call makes a cart). */
export async function unsentOrder(o: OrderTestApp, status: 'cart' | 'draft', accountId = o.harbor) {
  const db = o.t.database.db;
  const [row] = await db.insert(orders).values({ accountId, status }).returning();
  await db
    .insert(orderItems)
    .values({ orderId: row!.id, productId: o.product.tracker, quantity: 1, unitPrice: PRICES.tracker });
  return row!;
}

/** The approve-order mails queued for an order, by recipient. */
export async function approvalMails(o: OrderTestApp, orderId: number) {
  const rows = await o.t.database.db
    .select()
    .from(outbox)
    .where(like(outbox.dedupeKey, `order-sent:${orderId}:%`));
  return rows.map((r) => r.payload as { to: string; subject: string; text: string; html: string });
}

/** A body for a draft of the test catalogue; pieces override the defaults. */
export function draftBody(o: OrderTestApp, over: Partial<DraftOrderBody> = {}): DraftOrderBody {
  return {
    billing_term: 'up-front',
    payment_term: 1,
    items: [
      { product_id: o.product.tracker, quantity: 1 },
      { product_id: o.product.plan, quantity: 1, months: 12 },
    ],
    shipping_total: 1500,
    tax_rate_bps: 825,
    billing_address_id: o.address.billing,
    shipping_address_id: o.address.shipping,
    sales_person: 'Sally Sales',
    po_number: 'PO-4471',
    ...over,
  };
}
