import { like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentIntentAnswer } from '@lodestar/contracts';
import { buildApp } from '../../app.ts';
import { openDatabase, type Database } from '../../db/database.ts';
import { sandboxIntents } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, signIn } from '../session/sign-in.test-helper.ts';
import { billingMails, makeOrder, paymentRow, saveCard } from './billing.test-helper.ts';
import { enqueueCharge } from './enqueue-charge.ts';

// Two API instances on one PostgreSQL database (issue 29): payments submitted to both at the same moment make one
// intent, and a charge both instances' outboxes work is made once.
describe('paying with two instances (PostgreSQL)', () => {
  let a: TestApp;
  let bDatabase: Database;
  let b: FastifyInstance;
  let maria: string;

  beforeAll(async () => {
    a = await createTestApp();
    bDatabase = await openDatabase({ url: a.database.pool!.options.connectionString, dataDir: '' });
    b = await buildApp({ config: a.config, database: bDatabase, logger: false });
    await b.ready();
    maria = await signIn(a.app, 'maria@rivera.test');
  }, 60_000);
  afterAll(async () => {
    await b?.close();
    await bDatabase?.close();
    await a?.close();
  });

  const db = () => a.database.db;
  const intentsOf = (paymentId: number) =>
    db()
      .select()
      .from(sandboxIntents)
      .where(like(sandboxIntents.idempotencyKey, `payment-${paymentId}-attempt-%`));

  it('makes one intent for Pay Now submitted to both instances at once', async () => {
    for (let round = 0; round < 5; round++) {
      const order = await makeOrder(db(), { accountId: a.demo.accounts.rivera }, [10_000 + round]);
      const submit = (app: FastifyInstance) =>
        app.inject({
          method: 'POST',
          url: `/api/orders/${order.id}/payment-intent`,
          headers: bearer(maria),
          payload: {},
        });
      const answers = await Promise.all([submit(a.app), submit(b), submit(a.app), submit(b)]);
      for (const res of answers) expect(res.statusCode, res.body).toBe(200);
      const intents = answers.map((r) => (r.json().data as PaymentIntentAnswer).intent_id);
      expect(new Set(intents).size).toBe(1);
      expect(await intentsOf(order.paymentIds[0]!)).toHaveLength(1);
      expect((await paymentRow(db(), order.paymentIds[0]!)).intentId).toBe(intents[0]);
    }
  });

  it('charges an off-session payment once when both outboxes work it', async () => {
    await saveCard(a.app, maria, a.demo.accounts.rivera);
    const order = await makeOrder(
      db(),
      { accountId: a.demo.accounts.rivera, kind: 'reactivation' },
      [1_999],
      {
        firstDue: new Date(Date.now() + 86_400_000),
      },
    );
    const paymentId = order.paymentIds[0]!;
    await enqueueCharge(db(), { paymentId, attempt: 1 });
    await Promise.all([a.app.services.outbox.drain(), b.services.outbox.drain()]);
    await expect
      .poll(async () => (await paymentRow(db(), paymentId)).status, { timeout: 20_000 })
      .toBe('succeeded');
    expect(await intentsOf(paymentId)).toHaveLength(1);
    expect(await billingMails(db(), paymentId)).toHaveLength(1);
  });
});
