import type {
  AdminOrder,
  BillingTerm,
  DraftOrderBody,
  PlanMonths,
  Product,
  PromoCode,
  PromoType,
} from '@lodestar/contracts';
import type { SummaryLine } from '@lodestar/domain';

/** One line of the draft as the form holds it; `key` keeps a row's inputs when another row is removed. */
export interface DraftLine {
  key: string;
  productId: number | null;
  quantity: number;
  /** a service line's plan period */
  months: PlanMonths;
}

/**
 * The draft order form (issue 29 item 5) in the units a person types: dollars for money, percent for the tax rate
 * and a percent promo. `draftBody` turns it into the API's cents and basis points.
 */
export interface DraftForm {
  accountId: number | null;
  accountTitle: string;
  billingTerm: BillingTerm;
  /** monthly payments (monthly, device-up-front); up-front is always 1 */
  paymentTerm: number;
  lines: DraftLine[];
  promoType: PromoType | null;
  promoCode: string;
  /** dollars off for 'dollar', whole percent for 'discount' */
  promoAmount: number;
  shipping: number;
  taxRatePercent: number;
  billingAddressId: number | null;
  shippingAddressId: number | null;
  poNumber: string;
  salesPerson: string;
}

let lineKeys = 0;
export const newLine = (productId: number | null = null): DraftLine => ({
  key: `line-${++lineKeys}`,
  productId,
  quantity: 1,
  months: 12,
});

export function emptyDraft(): DraftForm {
  return {
    accountId: null,
    accountTitle: '',
    billingTerm: 'up-front',
    paymentTerm: 1,
    lines: [newLine()],
    promoType: null,
    promoCode: '',
    promoAmount: 0,
    shipping: 0,
    taxRatePercent: 0,
    billingAddressId: null,
    shippingAddressId: null,
    poNumber: '',
    salesPerson: '',
  };
}

const toCents = (dollars: number) => Math.round((Number.isFinite(dollars) ? dollars : 0) * 100);

/** A saved draft back in the form's units. */
export function draftFromOrder(order: AdminOrder): DraftForm {
  const promo = order.summary.promo_code;
  return {
    accountId: order.account_id,
    accountTitle: order.account?.title ?? `Account ${order.account_id}`,
    billingTerm: order.billingTerm,
    paymentTerm: order.paymentTerm,
    lines: order.orderItems.map((item) => ({
      ...newLine(item.product.id),
      quantity: item.quantity,
      months: item.months === 1 ? 1 : 12,
    })),
    promoType: promo?.type ?? null,
    promoCode: promo?.code ?? '',
    promoAmount: promo ? (promo.type === 'dollar' ? promo.amount / 100 : promo.amount) : 0,
    shipping: order.summary.shipping_total / 100,
    taxRatePercent: order.tax_rate_bps / 100,
    billingAddressId: order.billing_address_id,
    shippingAddressId: order.shipping_address_id,
    poNumber: order.admin_form_details.po_number ?? '',
    salesPerson: order.admin_form_details.sales_person ?? '',
  };
}

/** The promo as the API and the summary take it; null without a type. */
export function promoOf(form: Pick<DraftForm, 'promoType' | 'promoCode' | 'promoAmount'>): PromoCode | null {
  if (!form.promoType) return null;
  const amount =
    form.promoType === 'dollar'
      ? toCents(form.promoAmount)
      : form.promoType === 'discount'
        ? Math.round(form.promoAmount)
        : 0;
  return { code: form.promoCode.trim() || form.promoType.toUpperCase(), type: form.promoType, amount };
}

/** The up-front term is one payment whatever the field said. */
export const paymentTermOf = (form: Pick<DraftForm, 'billingTerm' | 'paymentTerm'>) =>
  form.billingTerm === 'up-front' ? 1 : Math.max(1, Math.round(form.paymentTerm));

/** The form as POST /admin/accounts/{id}/orders and PUT /admin/orders/{id} take it (contracts draftOrderBody). */
export function draftBody(form: DraftForm, products: readonly Product[]): DraftOrderBody {
  const kinds = new Map(products.map((p) => [p.id, p.kind]));
  return {
    billing_term: form.billingTerm,
    payment_term: paymentTermOf(form),
    items: form.lines
      .filter((line): line is DraftLine & { productId: number } => line.productId !== null)
      .map((line) => ({
        product_id: line.productId,
        quantity: line.quantity,
        ...(kinds.get(line.productId) === 'service' ? { months: line.months } : {}),
      })),
    promo: promoOf(form),
    shipping_total: toCents(form.shipping),
    tax_rate_bps: Math.round(form.taxRatePercent * 100),
    // none chosen: left out, so the server takes the account's defaults (null would mean none at all)
    ...(form.billingAddressId !== null && { billing_address_id: form.billingAddressId }),
    ...(form.shippingAddressId !== null && { shipping_address_id: form.shippingAddressId }),
    sales_person: form.salesPerson.trim() || null,
    po_number: form.poNumber.trim() || null,
  };
}

/** A line's unit price as sold: a service's plan price for its period, else the product's price. */
export function unitPriceOf(product: Product, months: PlanMonths): number {
  if (product.kind !== 'service') return product.price;
  return product.plans.find((plan) => plan.months === months)?.price ?? 0;
}

/** The lines the live preview sums (packages/domain orderSummary), leaving out rows with no product chosen. */
export function previewLines(form: Pick<DraftForm, 'lines'>, products: readonly Product[]): SummaryLine[] {
  const byId = new Map(products.map((p) => [p.id, p]));
  return form.lines.flatMap((line) => {
    const product = line.productId === null ? undefined : byId.get(line.productId);
    return product
      ? [{ kind: product.kind, unitPrice: unitPriceOf(product, line.months), quantity: line.quantity }]
      : [];
  });
}

/** What still keeps the draft from being saved, in the form's words; empty when it can be. */
export function draftProblems(form: DraftForm): string[] {
  const problems: string[] = [];
  if (form.accountId === null) problems.push('Choose the account the order is for.');
  if (!form.lines.some((line) => line.productId !== null)) problems.push('Add at least one product');
  if (form.lines.some((line) => !Number.isInteger(line.quantity) || line.quantity < 1))
    problems.push('Each quantity is a whole number of at least 1.');
  if (form.promoType === 'discount' && (form.promoAmount < 1 || form.promoAmount > 100))
    problems.push('A percent promo is between 1 and 100.');
  return problems;
}
