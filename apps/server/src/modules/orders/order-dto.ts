import type { Address, Order, OrderItem, OrderSummary, Payment } from '@lodestar/contracts';
import { invoiceItems, invoiceNumber, isOrderPayable, lineTotal, orderSummary } from '@lodestar/domain';
import type { OrderLineRow } from './order-lines.repository.ts';
import type { PaymentRow } from './order-payments.repository.ts';
import type { AccountBrief, OrderRow } from './orders.repository.ts';

/**
 * An order's summary, computed from its lines every time (decision 0066): no total is stored, so the order page,
 * the invoice, its PDF and the payment schedule made at sending can never disagree.
 */
export function summaryOf(order: OrderRow, lines: readonly OrderLineRow[]): OrderSummary {
  return orderSummary({
    lines: lines.map((l) => ({ kind: l.product.kind, unitPrice: l.unitPrice, quantity: l.quantity })),
    promo: order.promo ?? null,
    shippingTotal: order.shippingTotal,
    taxRateBps: order.taxRateBps,
  });
}

export function paymentDto(row: PaymentRow): Payment {
  return {
    id: row.id,
    order_id: row.orderId,
    number: row.number,
    amount: row.amount,
    due_date: row.dueDate.toISOString(),
    status: row.status,
    method_type: row.methodType,
    paid_at: row.paidAt?.toISOString() ?? null,
    failure_message: row.failureMessage,
    invoice_number: invoiceNumber(row.orderId, row.id),
    created_at: row.createdAt.toISOString(),
  };
}

function itemDto(line: OrderLineRow): OrderItem {
  return {
    id: line.id,
    product: line.product,
    actual_price: line.unitPrice,
    quantity: line.quantity,
    months: line.months,
    device_id: line.deviceId,
    total: lineTotal(line),
  };
}

/** The invoice's lines: each order line by its product's title, then shipping as a line of its own. */
export function invoiceItemsOf(order: OrderRow, lines: readonly OrderLineRow[]) {
  return invoiceItems(
    lines.map((l) => ({ id: l.id, title: l.product.title, unitPrice: l.unitPrice, quantity: l.quantity })),
    order.shippingTotal,
  );
}

/** The parts of an order beyond its own fields, each present only when asked for (include=…). */
export interface OrderParts {
  itemsCount?: boolean;
  account?: AccountBrief;
  /** null: the order has none; undefined: not asked for */
  billingAddress?: Address | null;
  shippingAddress?: Address | null;
  invoiceItems?: boolean;
  payments?: PaymentRow[];
}

/** An order as the API answers it (packages/contracts `order`). */
export function orderDto(order: OrderRow, lines: readonly OrderLineRow[], parts: OrderParts = {}): Order {
  return {
    id: order.id,
    uuid: order.uuid,
    kind: order.kind,
    status: order.status,
    payable: isOrderPayable(order.status),
    created_at: order.createdAt.toISOString(),
    sent_at: order.sentAt?.toISOString() ?? null,
    paid_at: order.paidAt?.toISOString() ?? null,
    account_id: order.accountId,
    billingTerm: order.billingTerm,
    paymentTerm: order.paymentTerm,
    admin_form_details: { sales_person: order.salesPerson, po_number: order.poNumber },
    summary: summaryOf(order, lines),
    orderItems: lines.map(itemDto),
    ...(parts.itemsCount && { orderItemsCount: lines.length }),
    ...(parts.account && {
      account: {
        id: parts.account.id,
        title: parts.account.title,
        is_b2b_account: parts.account.isB2bAccount,
      },
    }),
    ...(parts.billingAddress !== undefined && { billingAddress: parts.billingAddress }),
    ...(parts.shippingAddress !== undefined && { shippingAddress: parts.shippingAddress }),
    ...(parts.invoiceItems && { invoiceItems: invoiceItemsOf(order, lines) }),
    ...(parts.payments && { payments: parts.payments.map(paymentDto) }),
  };
}
