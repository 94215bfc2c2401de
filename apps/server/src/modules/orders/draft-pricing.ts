import type { DraftOrderBody, Product } from '@lodestar/contracts';
import { unprocessable } from '../../http/errors.ts';
import type { NewOrderLine } from './order-lines.repository.ts';

/** A line priced, before it belongs to an order. */
export type PricedLine = Omit<NewOrderLine, 'orderId'>;

/**
 * A draft's lines priced from the catalogue as it is now (decision 0066): a service line at its product's plan
 * price for its months (1 when not given), any other line at its product's price. A line keeps its price from then
 * on, so a later catalogue change never alters an order already composed. Unknown products, a plan period the
 * service does not sell and months on a product without plans are refused, each naming its line.
 */
export function priceDraftLines(items: DraftOrderBody['items'], catalogue: Product[]): PricedLine[] {
  const byId = new Map(catalogue.map((p) => [p.id, p]));
  const errors: Record<string, string[]> = {};
  const lines = items.map((item, i) => {
    const product = byId.get(item.product_id);
    const field = `items.${i}`;
    if (!product) {
      errors[`${field}.product_id`] = ['No product has this id'];
      return null;
    }
    if (product.kind !== 'service') {
      if (item.months !== undefined)
        errors[`${field}.months`] = [`${product.title} is not a service plan; it has no months`];
      return { productId: product.id, quantity: item.quantity, unitPrice: product.price, months: null };
    }
    const months = item.months ?? 1;
    const plan = product.plans.find((p) => p.months === months);
    if (!plan) {
      errors[`${field}.months`] = [`${product.title} has no ${months}-month plan`];
      return null;
    }
    return { productId: product.id, quantity: item.quantity, unitPrice: plan.price, months };
  });
  if (Object.keys(errors).length) throw unprocessable('Some products of the order cannot be sold so', errors);
  return lines as PricedLine[];
}
