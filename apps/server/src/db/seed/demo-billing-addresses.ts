import type { Db } from '../database.ts';
import { addresses } from '../schema/index.ts';
import type { AddressSnapshot } from '../schema/billing-types.ts';
import { addressSnapshot } from '../../modules/orders/order-addresses.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** An account's default billing and shipping addresses: their ids and the copies an order keeps when sent. */
export interface DemoAddresses {
  billing: { id: number; snapshot: AddressSnapshot };
  shipping: { id: number; snapshot: AddressSnapshot };
}

type NewAddress = Omit<typeof addresses.$inferInsert, 'accountId' | 'category' | 'isDefault'>;

const ACME_BILLING: NewAddress = {
  firstName: 'Accounts',
  lastName: 'Payable',
  line1: '1200 Corbin Street',
  line2: 'Suite 300',
  city: 'Elizabeth',
  state: 'NJ',
  zip: '07201',
  phone: '(908) 555-0140',
};
const ACME_SHIPPING: NewAddress = {
  firstName: 'Receiving',
  lastName: 'Dock 4',
  line1: '350 Port Street',
  line2: null,
  city: 'Newark',
  state: 'NJ',
  zip: '07114',
  phone: '(973) 555-0188',
};
const RIVERA_HOME: NewAddress = {
  firstName: 'Maria',
  lastName: 'Rivera',
  line1: '48 Maple Avenue',
  line2: 'Apt 2B',
  city: 'Montclair',
  state: 'NJ',
  zip: '07042',
  phone: '(973) 555-0123',
};

async function seedAddresses(tx: Tx, accountId: number, billing: NewAddress, shipping: NewAddress) {
  const rows = await tx
    .insert(addresses)
    .values([
      { ...billing, accountId, category: 'billing', isDefault: true },
      { ...shipping, accountId, category: 'shipping', isDefault: true },
    ])
    .returning();
  const of = (category: 'billing' | 'shipping') => {
    const row = rows.find((r) => r.category === category)!;
    return { id: row.id, snapshot: addressSnapshot(row) };
  };
  return { billing: of('billing'), shipping: of('shipping') };
}

/** Acme bills its office and ships to the port; the Riveras use their home for both. */
export async function seedDemoAddresses(tx: Tx, acme: number, rivera: number) {
  return {
    acme: await seedAddresses(tx, acme, ACME_BILLING, ACME_SHIPPING),
    rivera: await seedAddresses(tx, rivera, RIVERA_HOME, RIVERA_HOME),
  };
}
