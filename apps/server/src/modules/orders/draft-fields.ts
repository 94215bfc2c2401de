import type { DraftOrderBody } from '@lodestar/contracts';
import type { Db } from '../../db/database.ts';
import { unprocessable } from '../../http/errors.ts';
import { findAddress } from '../addresses/addresses.repository.ts';
import { defaultAddressId, type NewOrderRow } from './admin-orders.repository.ts';

/** A promo the summary can apply: a percent of 1 to 100, a dollar amount of at least a cent, a code to show. */
function promoErrors(promo: DraftOrderBody['promo']): Record<string, string[]> {
  if (!promo) return {};
  const errors: Record<string, string[]> = {};
  if (!promo.code.trim()) errors['promo.code'] = ['The promo needs a code to show on the invoice'];
  if (promo.type === 'discount' && (promo.amount < 1 || promo.amount > 100))
    errors['promo.amount'] = ['A discount is a whole percent from 1 to 100'];
  if (promo.type === 'dollar' && promo.amount < 1)
    errors['promo.amount'] = ['A dollar promo takes at least one cent off'];
  return errors;
}

/**
 * The address chosen for one role: the one named (which must be the account's, of that category), none when null,
 * the account's default when not given.
 */
async function chosenAddress(
  db: Db,
  accountId: number,
  category: 'billing' | 'shipping',
  id: number | null | undefined,
  errors: Record<string, string[]>,
): Promise<number | null> {
  if (id === undefined) return defaultAddressId(db, accountId, category);
  if (id === null) return null;
  const row = await findAddress(db, accountId, id);
  if (!row || row.category !== category)
    errors[`${category}_address_id`] = [`Choose one of the account's ${category} addresses`];
  return id;
}

/** The order's own fields from a draft's body, checked against the account (422 naming each wrong field). */
export async function draftFields(
  db: Db,
  accountId: number,
  body: DraftOrderBody,
): Promise<Omit<NewOrderRow, 'accountId' | 'status'>> {
  const errors = promoErrors(body.promo);
  const billingAddressId = await chosenAddress(db, accountId, 'billing', body.billing_address_id, errors);
  const shippingAddressId = await chosenAddress(db, accountId, 'shipping', body.shipping_address_id, errors);
  if (Object.keys(errors).length) throw unprocessable('The order cannot be saved so', errors);
  return {
    kind: 'sale',
    billingTerm: body.billing_term,
    // up-front is one payment whatever the term says (decision 0066)
    paymentTerm: body.billing_term === 'up-front' ? 1 : body.payment_term,
    promo: body.promo
      ? { code: body.promo.code.trim(), type: body.promo.type, amount: body.promo.amount }
      : null,
    shippingTotal: body.shipping_total,
    taxRateBps: body.tax_rate_bps,
    billingAddressId,
    shippingAddressId,
    salesPerson: body.sales_person || null,
    poNumber: body.po_number || null,
  };
}
