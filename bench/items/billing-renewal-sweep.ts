import type { Database } from '../../apps/server/src/db/database.ts';
import { SandboxProvider } from '../../apps/server/src/integrations/payments/sandbox/sandbox-provider.ts';
import { BillingLifecycle } from '../../apps/server/src/modules/billing-lifecycle/billing-lifecycle.ts';
import type { Fixture } from '../fixture.ts';
import type { BenchItem } from '../registry.ts';
import { median, tidy } from '../stats.ts';
import { countRenewals, removeRenewals, storeDueRenewals } from './billing-renewal-bench.ts';

const STEADY_RUNS = 5;

interface SweepCost {
  due: number;
  firstMs: number;
  renewed: number;
  steady: number[];
}
let measured: SweepCost | undefined;

const quiet = { info: () => {}, warn: () => {}, error: () => {} };

/**
 * The billing lifecycle job (decision 0068) over the fixture's 10,000 trackers, each with an active subscription
 * whose renewal date has passed, run in this process on the database before the server starts, since the job runs
 * inside the server every minute and a bench cannot ask it for one run. The first sweep makes every renewal: an
 * order, its payment and its queued charge per subscription (what the sweep after a busy renewal day does); the
 * steady sweeps find nothing due, which is every later minute's cost. Afterwards everything the item made is
 * removed again (billing-renewal-bench.ts), so the server does not charge 10,000 renewals during the other items.
 */
async function measureSweep(database: Database, fixture: Fixture): Promise<void> {
  if (measured) return;
  const due = await storeDueRenewals(database, fixture);
  const failures: string[] = [];
  const job = new BillingLifecycle(
    database.db,
    // the sandbox, as the server has without Stripe settings: its bank settlement is the sweep's first step
    new SandboxProvider(database.db, quiet, { achSettleMs: 60_000 }),
    { warn: () => {}, error: (_details, message) => void failures.push(message) },
    // no outbox runs here to be woken: the charges are only queued
    { links: null, afterCommit: () => {} },
  );
  let started = performance.now();
  const counts = await job.sweep(new Date());
  const firstMs = performance.now() - started;
  const made = await countRenewals(database, fixture);
  if (failures.length || made.orders !== due || made.payments !== due || made.charges !== due)
    throw new Error(
      `the first sweep should renew all ${due}: ${JSON.stringify({ counts, made, failures: failures.slice(0, 3) })}`,
    );
  // the steady sweeps' claims read the orders just made: a live table has been analysed since it grew
  await database.query('vacuum (analyze) orders, payments, outbox');
  const steady: number[] = [];
  for (let i = 0; i < STEADY_RUNS; i++) {
    started = performance.now();
    const again = await job.sweep(new Date());
    steady.push(performance.now() - started);
    if (again.renewed) throw new Error(`a steady sweep renewed ${again.renewed} again`);
  }
  await removeRenewals(database, fixture);
  measured = { due, firstMs, renewed: counts.renewed, steady };
}

export const billingRenewalSweep: BenchItem = {
  id: 'billing-renewal-sweep',
  title:
    'Billing lifecycle sweep, steady state after one renewing 10,000 due subscriptions (first sweep: details)',
  unit: 'ms',
  budget: () => null,
  prepare: measureSweep,
  async run() {
    if (!measured) throw new Error('billing sweep not measured: the item needs prepare() to run first');
    return {
      value: tidy(median(measured.steady)),
      details: {
        max: tidy(Math.max(...measured.steady)),
        runs: STEADY_RUNS,
        firstSweepMs: tidy(measured.firstMs),
        firstSweepRenewed: measured.renewed,
        perSubscriptionUs: tidy((measured.firstMs * 1000) / measured.due),
      },
    };
  },
};
