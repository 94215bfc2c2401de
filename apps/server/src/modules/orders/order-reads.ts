import type { Order } from '@lodestar/contracts';
import type { Db } from '../../db/database.ts';
import { includes } from '../../http/include-list.ts';
import { orderAddresses } from './order-addresses.ts';
import { orderDto } from './order-dto.ts';
import { findOrderLines, type OrderLineRow } from './order-lines.repository.ts';
import { findPayments, type PaymentRow } from './order-payments.repository.ts';
import { findAccountBriefs, type OrderRow } from './orders.repository.ts';

/** The parts of an order an answer may carry (contracts ORDER_INCLUDES, less `draft`, which is a list filter). */
export interface OrderIncludes {
  orderItemsCount?: boolean;
  account?: boolean;
  billingAddress?: boolean;
  shippingAddress?: boolean;
  invoiceItems?: boolean;
  payments?: boolean;
}

const NAMES = [
  'orderItemsCount',
  'account',
  'billingAddress',
  'shippingAddress',
  'invoiceItems',
  'payments',
] as const satisfies (keyof OrderIncludes)[];

/** `include=account,payments` as the parts it names; names it does not know are left out. */
export function orderIncludes(include: string | undefined): OrderIncludes {
  return Object.fromEntries(NAMES.map((name) => [name, includes(include, name)]));
}

const grouped = <T extends { orderId: number }>(rows: T[]) => {
  const map = new Map<number, T[]>();
  for (const row of rows) map.set(row.orderId, [...(map.get(row.orderId) ?? []), row]);
  return map;
};

/** Orders as the API answers them, their lines and the asked-for parts read in one query each for all of them. */
export async function ordersWithParts(db: Db, rows: OrderRow[], include: OrderIncludes): Promise<Order[]> {
  const ids = rows.map((r) => r.id);
  const [lines, payments, accounts, addresses] = await Promise.all([
    findOrderLines(db, ids),
    include.payments ? findPayments(db, ids) : Promise.resolve([] as PaymentRow[]),
    include.account
      ? findAccountBriefs(
          db,
          rows.map((r) => r.accountId),
        )
      : Promise.resolve(null),
    include.billingAddress || include.shippingAddress ? orderAddresses(db, rows) : Promise.resolve(null),
  ]);
  const linesOf = grouped<OrderLineRow>(lines);
  const paymentsOf = grouped(payments);
  return rows.map((row) =>
    orderDto(row, linesOf.get(row.id) ?? [], {
      itemsCount: include.orderItemsCount,
      account: accounts?.get(row.accountId),
      billingAddress: include.billingAddress ? (addresses?.get(row.id)?.billing ?? null) : undefined,
      shippingAddress: include.shippingAddress ? (addresses?.get(row.id)?.shipping ?? null) : undefined,
      invoiceItems: include.invoiceItems,
      payments: include.payments ? (paymentsOf.get(row.id) ?? []) : undefined,
    }),
  );
}

export async function orderWithParts(db: Db, row: OrderRow, include: OrderIncludes): Promise<Order> {
  const [order] = await ordersWithParts(db, [row], include);
  return order!;
}
