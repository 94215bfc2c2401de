import { randomUUID } from 'node:crypto';
import { PAYMENT_TEXTS, type PaymentMethod, type SetupIntentAnswer } from '@lodestar/contracts';
import { isCardExpired } from '@lodestar/domain';
import { notFound, unprocessable } from '../../http/errors.ts';
import { NoSuchProviderObject } from '../../integrations/payments/payment-provider.ts';
import type { AccountAccess } from '../accounts/account-access.ts';
import { requireBillingAdmin } from './billing-access.ts';
import type { BillingDeps } from './billing-deps.ts';
import { ensureCustomer } from './customers.ts';
import {
  countRenewingSubscriptions,
  deleteMethod,
  findMethod,
  insertSetup,
  listMethods,
  lockAccountMethods,
  methodsNewestFirst,
  setDefaultMethod,
  type PaymentMethodRow,
} from './payment-methods.repository.ts';
import { askProvider } from './provider-call.ts';

export function toPaymentMethodDto(row: PaymentMethodRow, now: Date): PaymentMethod {
  return {
    id: row.id,
    type: row.type,
    brand: row.brand,
    last4: row.last4,
    exp_month: row.expMonth,
    exp_year: row.expYear,
    default: row.isDefault,
    expired: isCardExpired(row.expMonth, row.expYear, now),
    created_at: row.createdAt.toISOString(),
  };
}

/** GET /accounts/{id}/payment-methods: the methods saved at the provider in use, the default first. */
export async function listPaymentMethods(deps: BillingDeps, access: AccountAccess): Promise<PaymentMethod[]> {
  requireBillingAdmin(access);
  const rows = await listMethods(deps.db, access.accountId, deps.provider.name);
  return rows.map((r) => toPaymentMethodDto(r, deps.now()));
}

/**
 * POST /accounts/{id}/payment-methods: a SetupIntent for the provider's card form (the card never reaches us).
 * The account's customer is made the first time; the setup is recorded as the account's, so its refresh (and
 * the provider's event) can save the card to the right account.
 */
export async function startPaymentMethodSetup(
  deps: BillingDeps,
  access: AccountAccess,
): Promise<SetupIntentAnswer> {
  requireBillingAdmin(access);
  const customerId = await askProvider(deps.log, 'customer', () =>
    ensureCustomer(deps.db, deps.provider, access.accountId),
  );
  const setup = await askProvider(deps.log, 'setup intent', () =>
    deps.provider.createSetupIntent({
      customerId,
      idempotencyKey: `setup-${access.accountId}-${randomUUID()}`,
    }),
  );
  await insertSetup(deps.db, {
    intentId: setup.id,
    accountId: access.accountId,
    provider: deps.provider.name,
    status: setup.status,
    createdBy: access.isInternalAdmin ? null : access.userId,
  });
  return { id: setup.id, client_secret: setup.clientSecret, provider: deps.provider.name };
}

async function ownMethod(deps: BillingDeps, access: AccountAccess, id: number): Promise<PaymentMethodRow> {
  const row = await findMethod(deps.db, access.accountId, id);
  if (!row || row.provider !== deps.provider.name) throw notFound(PAYMENT_TEXTS.methodNotFound);
  return row;
}

/**
 * PUT /accounts/{id}/payment-methods/{id}: the method becomes the default, the one renewals charge. An expired
 * card is refused (spec 3 §5); a default is not switched off by itself, another is chosen instead.
 */
export async function makeDefaultPaymentMethod(
  deps: BillingDeps,
  access: AccountAccess,
  id: number,
  makeDefault: boolean,
): Promise<PaymentMethod> {
  requireBillingAdmin(access);
  const row = await ownMethod(deps, access, id);
  if (!makeDefault)
    throw unprocessable(PAYMENT_TEXTS.keepOneDefault, { default: [PAYMENT_TEXTS.keepOneDefault] });
  if (isCardExpired(row.expMonth, row.expYear, deps.now()))
    throw unprocessable(PAYMENT_TEXTS.expiredNotDefault, { default: [PAYMENT_TEXTS.expiredNotDefault] });
  if (row.isDefault) return toPaymentMethodDto(row, deps.now());
  const updated = await deps.db.transaction(async (tx) => {
    await lockAccountMethods(tx, access.accountId);
    return setDefaultMethod(tx, access.accountId, row.id);
  });
  return toPaymentMethodDto(updated, deps.now());
}

/**
 * DELETE /accounts/{id}/payment-methods/{id}: detached at the provider first (so a card we no longer list can
 * never be charged), then removed; deleting the default makes the newest remaining method the default. The last
 * method stays while subscriptions would renew on it (decision 0066): add another first. The next default is
 * the newest card that has not expired (an expired one could not be chosen as default by hand either).
 */
export async function removePaymentMethod(
  deps: BillingDeps,
  access: AccountAccess,
  id: number,
): Promise<void> {
  requireBillingAdmin(access);
  const row = await ownMethod(deps, access, id);
  const others = (await listMethods(deps.db, access.accountId, deps.provider.name)).filter(
    (m) => m.id !== id,
  );
  if (others.length === 0 && (await countRenewingSubscriptions(deps.db, access.accountId)) > 0)
    throw unprocessable(PAYMENT_TEXTS.lastMethodInUse);
  await askProvider(deps.log, 'detach', async () => {
    try {
      await deps.provider.detachPaymentMethod(row.providerMethodId);
    } catch (err) {
      // already gone at the provider: what we wanted
      if (!(err instanceof NoSuchProviderObject)) throw err;
    }
  });
  await deps.db.transaction(async (tx) => {
    await lockAccountMethods(tx, access.accountId);
    await deleteMethod(tx, row.id);
    if (!row.isDefault) return;
    const left = await methodsNewestFirst(tx, access.accountId, deps.provider.name);
    const next = left.find((m) => !isCardExpired(m.expMonth, m.expYear, deps.now()));
    if (next) await setDefaultMethod(tx, access.accountId, next.id);
  });
}
