import type { Db } from '../database.ts';
import { billingCustomers, paymentMethods, sandboxPaymentMethods } from '../schema/index.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A saved card as both sides know it: the sandbox's books and our payment_methods row. */
interface DemoCard {
  key: string;
  brand: 'visa' | 'mastercard' | 'amex' | 'discover';
  last4: string;
  expMonth: number;
  expYear: number;
  isDefault: boolean;
  /** the sandbox behaviour of the test number; a card saved while valid that has lapsed since declines as expired */
  behaviour: 'succeeds' | 'expired';
  daysAgo: number;
}

/** Our row id of an account's default card, for the payments the demo shows as paid with it. */
export interface DemoMethods {
  acmeDefault: number;
  riveraDefault: number;
}

const DAY = 86_400_000;

/**
 * Each account's customer at the sandbox provider ('cus_sandbox_acme', 'cus_sandbox_rivera') and its saved cards,
 * written both in the sandbox's books (`pm_sandbox_…`, so an off-session charge finds them) and in payment_methods
 * (provider 'sandbox'). Acme: a default Visa, an Amex, and a Mastercard that expired last month; Rivera: one Visa.
 * The last 4 digits are the sandbox's succeeding test numbers'. Expiry years are relative to `now`.
 */
export async function seedDemoPaymentMethods(
  tx: Tx,
  acme: number,
  rivera: number,
  now: Date,
): Promise<DemoMethods> {
  const year = now.getUTCFullYear();
  // the month before this one: expired now, valid until a few weeks ago
  const lapsed =
    now.getUTCMonth() === 0
      ? { expMonth: 12, expYear: year - 1 }
      : { expMonth: now.getUTCMonth(), expYear: year };
  const cards: Record<'acme' | 'rivera', DemoCard[]> = {
    acme: [
      {
        key: 'visa',
        brand: 'visa',
        last4: '4242',
        expMonth: 8,
        expYear: year + 3,
        isDefault: true,
        behaviour: 'succeeds',
        daysAgo: 200,
      },
      {
        key: 'amex',
        brand: 'amex',
        last4: '0005',
        expMonth: 3,
        expYear: year + 2,
        isDefault: false,
        behaviour: 'succeeds',
        daysAgo: 90,
      },
      {
        key: 'mastercard',
        brand: 'mastercard',
        last4: '4444',
        ...lapsed,
        isDefault: false,
        behaviour: 'expired',
        daysAgo: 900,
      },
    ],
    rivera: [
      {
        key: 'visa',
        brand: 'visa',
        last4: '4242',
        expMonth: 11,
        expYear: year + 2,
        isDefault: true,
        behaviour: 'succeeds',
        daysAgo: 300,
      },
    ],
  };
  const accountIds = { acme, rivera };
  let defaults = { acmeDefault: 0, riveraDefault: 0 };
  for (const name of ['acme', 'rivera'] as const) {
    const customerId = `cus_sandbox_${name}`;
    await tx
      .insert(billingCustomers)
      .values({ accountId: accountIds[name], provider: 'sandbox', customerId });
    const rows = cards[name].map((c) => ({
      ...c,
      id: `pm_sandbox_${name}_${c.key}`,
      createdAt: new Date(now.getTime() - c.daysAgo * DAY),
    }));
    await tx.insert(sandboxPaymentMethods).values(
      rows.map((c) => ({
        id: c.id,
        customerId,
        type: 'card' as const,
        brand: c.brand,
        last4: c.last4,
        expMonth: c.expMonth,
        expYear: c.expYear,
        behaviour: c.behaviour,
        createdAt: c.createdAt,
      })),
    );
    const saved = await tx
      .insert(paymentMethods)
      .values(
        rows.map((c) => ({
          accountId: accountIds[name],
          provider: 'sandbox' as const,
          providerMethodId: c.id,
          type: 'card' as const,
          brand: c.brand,
          last4: c.last4,
          expMonth: c.expMonth,
          expYear: c.expYear,
          isDefault: c.isDefault,
          createdAt: c.createdAt,
        })),
      )
      .returning({ id: paymentMethods.id, isDefault: paymentMethods.isDefault });
    const id = saved.find((s) => s.isDefault)!.id;
    defaults = name === 'acme' ? { ...defaults, acmeDefault: id } : { ...defaults, riveraDefault: id };
  }
  return defaults;
}
