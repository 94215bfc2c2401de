import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { devices, models, planPrices, products, subscriptions } from '../schema/index.ts';
import { DEMO_MODELS, type DemoModelKey } from './demo-catalog.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A catalogue product as the demo's orders use it. */
export interface DemoProduct {
  id: number;
  title: string;
  kind: 'hardware' | 'service' | 'live-audio' | 'shipping';
  /** cents: the unit price, or for a service the plan price by months */
  price: number;
  plans: { 1: number; 12: number };
}

export interface DemoCatalogue {
  hardware: Record<DemoModelKey, DemoProduct>;
  service: Record<DemoModelKey, DemoProduct>;
  liveAudio: DemoProduct;
  shipping: DemoProduct;
}

/** What a tracker costs to buy, in cents (the plans' prices are DEMO_MODELS' monthlyPrice). */
export const DEMO_HARDWARE_PRICES: Record<DemoModelKey, number> = {
  carCharger: 4999,
  mobile: 8999,
  coldChain: 14999,
  bleTag: 2999,
};

/** An hour of live audio and a standard parcel, in cents. */
export const LIVE_AUDIO_HOUR_PRICE = 500;
export const SHIPPING_PRICE = 1500;

const KEYS = Object.keys(DEMO_MODELS) as DemoModelKey[];
const kebab = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/**
 * The demo catalogue (decision 0066): per tracker model a hardware product and a service product whose 1- and
 * 12-month plans are the model's monthly price and ten months of it; one live-audio hour and one shipping product.
 * Every seeded subscription of a tracker gets its model's service product, whose plans price it.
 */
export async function seedDemoCatalogue(tx: Tx): Promise<DemoCatalogue> {
  const modelRows = await tx.select().from(models);
  const model = (key: DemoModelKey) => modelRows.find((m) => m.deviceType === DEMO_MODELS[key].deviceType)!;
  const none = { 1: 0, 12: 0 };
  const rows = await tx
    .insert(products)
    .values([
      ...KEYS.flatMap((key) => {
        const m = model(key);
        const code = m.deviceType.toUpperCase();
        return [
          {
            sku: `LS-HW-${code}`,
            title: m.title,
            alias: kebab(m.title),
            kind: 'hardware' as const,
            modelId: m.id,
            thumbnail: m.thumbnail,
            price: DEMO_HARDWARE_PRICES[key],
          },
          {
            sku: `LS-SVC-${code}`,
            title: `${m.title} Service Plan`,
            alias: `${kebab(m.title)}-plan`,
            kind: 'service' as const,
            modelId: m.id,
            thumbnail: m.thumbnail,
            price: 0,
          },
        ];
      }),
      {
        sku: 'LS-AUDIO-HOUR',
        title: 'Live Audio Hour',
        alias: 'live-audio-hour',
        kind: 'live-audio',
        price: LIVE_AUDIO_HOUR_PRICE,
      },
      { sku: 'LS-SHIPPING', title: 'Shipping', alias: 'shipping', kind: 'shipping', price: SHIPPING_PRICE },
    ])
    .returning();
  const bySku = (sku: string) => rows.find((r) => r.sku === sku)!;
  const product = (sku: string, plans = none): DemoProduct => {
    const row = bySku(sku);
    return { id: row.id, title: row.title, kind: row.kind, price: row.price, plans };
  };

  const catalogue: DemoCatalogue = {
    hardware: {} as Record<DemoModelKey, DemoProduct>,
    service: {} as Record<DemoModelKey, DemoProduct>,
    liveAudio: product('LS-AUDIO-HOUR'),
    shipping: product('LS-SHIPPING'),
  };
  for (const key of KEYS) {
    const code = model(key).deviceType.toUpperCase();
    const monthly = DEMO_MODELS[key].monthlyPrice;
    catalogue.hardware[key] = product(`LS-HW-${code}`);
    // an annual plan costs ten months, as the seeded subscriptions' prices do (demo-subscription.ts)
    catalogue.service[key] = product(`LS-SVC-${code}`, { 1: monthly, 12: monthly * 10 });
    const serviceId = catalogue.service[key].id;
    await tx.insert(planPrices).values([
      { productId: serviceId, months: 1, price: monthly },
      { productId: serviceId, months: 12, price: monthly * 10 },
    ]);
    await tx
      .update(subscriptions)
      .set({ productId: serviceId })
      .where(
        inArray(
          subscriptions.deviceId,
          tx
            .select({ id: devices.id })
            .from(devices)
            .where(eq(devices.modelId, model(key).id)),
        ),
      );
  }
  return catalogue;
}
