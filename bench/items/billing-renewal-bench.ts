import type { Database } from '../../apps/server/src/db/database.ts';
import {
  addresses,
  billingCustomers,
  paymentMethods,
  planPrices,
  products,
  sandboxPaymentMethods,
} from '../../apps/server/src/db/schema/index.ts';
import type { Fixture } from '../fixture.ts';

/** The plans the bench's subscriptions renew at (cents): one in four is yearly, as a fleet mixes both. */
const MONTHLY = 1_999;
const ANNUAL = 19_990;
const ANNUAL_EVERY = 4;
/** Renewal dates spread over the past week, so the sweep's claim orders them as in a real backlog. */
const SPREAD_MINUTES = 7 * 24 * 60;
const SANDBOX = { customer: 'cus_sandbox_bench', method: 'pm_sandbox_bench_visa' } as const;

/**
 * Every fixture subscription (one active per tracker, 10,000) becomes a priced one whose renewal date has passed,
 * and the fixture account gets what a renewal charge needs: a service product for the fixture's model with its
 * plans, a default billing address, and a default card in the sandbox's books (behaviour 'succeeds').
 * Answers how many subscriptions are due.
 */
export async function storeDueRenewals(database: Database, fixture: Fixture): Promise<number> {
  const now = new Date();
  const [model] = await database.query<{ model_id: number }>(
    'select model_id from devices where account_id = $1 limit 1',
    [fixture.accountId],
  );
  const productId = await database.db.transaction(async (tx) => {
    const [product] = await tx
      .insert(products)
      .values({
        sku: 'BENCH-SVC',
        title: 'Bench service',
        alias: 'bench',
        kind: 'service',
        modelId: model!.model_id,
      })
      .returning({ id: products.id });
    await tx.insert(planPrices).values([
      { productId: product!.id, months: 1, price: MONTHLY },
      { productId: product!.id, months: 12, price: ANNUAL },
    ]);
    await tx.insert(addresses).values({
      accountId: fixture.accountId,
      category: 'billing',
      line1: '1 Bench Way',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
      isDefault: true,
    });
    await tx
      .insert(billingCustomers)
      .values({ accountId: fixture.accountId, provider: 'sandbox', customerId: SANDBOX.customer });
    const card = {
      type: 'card' as const,
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: now.getUTCFullYear() + 3,
    };
    await tx
      .insert(sandboxPaymentMethods)
      .values({ id: SANDBOX.method, customerId: SANDBOX.customer, behaviour: 'succeeds', ...card });
    await tx.insert(paymentMethods).values({
      accountId: fixture.accountId,
      provider: 'sandbox',
      providerMethodId: SANDBOX.method,
      isDefault: true,
      ...card,
    });
    return product!.id;
  });
  const due = await database.query<{ id: number }>(
    `update subscriptions s
     set product_id = p.product_id, months = p.months, renewal_months = p.months,
         actual_price = p.price, renewal_price = p.price,
         renewal_date = $2::timestamptz - interval '1 minute' * (1 + (r.n * 7) % $4::integer)
     from (select id, row_number() over (order by id) - 1 as n from subscriptions
           where account_id = $1 and status = 'active' and device_id is not null) r
     join plan_prices p on p.product_id = $5::integer
       and p.months = case when r.n % $3::integer = 0 then 12 else 1 end
     where s.id = r.id
     returning s.id`,
    [fixture.accountId, now.toISOString(), ANNUAL_EVERY, SPREAD_MINUTES, productId],
  );
  // a table whose rows were all just rewritten: give it the upkeep a live one has had (as the dwell items do)
  await database.query('vacuum (analyze) subscriptions');
  return due.length;
}

const RENEWAL_PAYMENTS = `select p.id from payments p join orders o on o.id = p.order_id
  where o.account_id = $1 and o.kind = 'renewal'`;

/** Renewal orders, payments and queued charges the sweep made for the fixture account, counted. */
export async function countRenewals(database: Database, fixture: Fixture) {
  const [row] = await database.query<{ orders: string; payments: string; charges: string }>(
    `select (select count(*) from orders where account_id = $1 and kind = 'renewal')::text as orders,
            (select count(*) from (${RENEWAL_PAYMENTS}) p)::text as payments,
            (select count(*) from outbox where channel = 'payment-charge' and status = 'pending'
              and (payload->>'paymentId')::integer in (${RENEWAL_PAYMENTS}))::text as charges`,
    [fixture.accountId],
  );
  return { orders: Number(row!.orders), payments: Number(row!.payments), charges: Number(row!.charges) };
}

/**
 * Puts the bench database back as the fixture made it, so the server does not work 10,000 charges during the other
 * items: the queued charges are deleted (else the server's outbox would charge every one through the sandbox), then
 * the renewal orders (their items, links and payments go with them), and the subscriptions lose their price and
 * renewal date again (else the server's own first sweep would make their renewal orders anew). The product, card,
 * customer and address go too: no other item expects a catalogue or a saved card in the fixture account.
 */
export async function removeRenewals(database: Database, fixture: Fixture): Promise<void> {
  const account = [fixture.accountId];
  await database.query(
    `delete from outbox where channel = 'payment-charge' and (payload->>'paymentId')::integer in (${RENEWAL_PAYMENTS})`,
    account,
  );
  await database.query(`delete from orders where account_id = $1 and kind = 'renewal'`, account);
  await database.query(
    `update subscriptions set product_id = null, months = 1, renewal_months = 1, actual_price = 0,
       renewal_price = 0, renewal_date = null where account_id = $1`,
    account,
  );
  await database.query(`delete from products where sku = 'BENCH-SVC'`);
  await database.query(`delete from payment_methods where account_id = $1`, account);
  await database.query(`delete from sandbox_payment_methods where id = $1`, [SANDBOX.method]);
  await database.query(`delete from billing_customers where account_id = $1`, account);
  await database.query(`delete from addresses where account_id = $1`, account);
}
