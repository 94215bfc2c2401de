import type { FastifyRequest } from 'fastify';
import { PAYMENT_TEXTS, type PaymentMethod } from '@lodestar/contracts';
import type { Db } from '../../db/database.ts';
import { notFound, unprocessable } from '../../http/errors.ts';
import {
  NoSuchProviderObject,
  type PaymentMethodView,
  type SetupIntentView,
} from '../../integrations/payments/payment-provider.ts';
import { requireAuth } from '../session/auth.plugin.ts';
import { accessHiding, isProviderId, requireBillingAdmin } from './billing-access.ts';
import type { BillingDeps } from './billing-deps.ts';
import {
  findSetup,
  saveMethod,
  updateSetupStatus,
  type PaymentMethodRow,
  type PaymentSetupRow,
} from './payment-methods.repository.ts';
import { toPaymentMethodDto } from './payment-methods.service.ts';
import { askProvider } from './provider-call.ts';

/** What a setup came to at the provider, read before the transaction that saves its card. */
export interface SetupReport {
  setup: SetupIntentView;
  method: PaymentMethodView | null;
}

export async function reportSetup(deps: BillingDeps, setup: SetupIntentView): Promise<SetupReport> {
  const method =
    setup.status === 'succeeded' && setup.paymentMethodId
      ? await deps.provider.retrievePaymentMethod(setup.paymentMethodId)
      : null;
  return { setup, method };
}

/** Saves a confirmed setup's card to the setup's account, once (a refresh and an event may both come). */
export async function applySetupReport(
  tx: Db,
  deps: BillingDeps,
  row: PaymentSetupRow,
  report: SetupReport,
): Promise<PaymentMethodRow | null> {
  await updateSetupStatus(tx, row.intentId, report.setup.status);
  if (!report.method) return null;
  return saveMethod(tx, row.accountId, row.provider, report.method);
}

/**
 * POST /setup-intents/{id}/refresh: the return from the card form (spec 3 §2.4). When the provider says the setup
 * succeeded, its card is saved (the account's first becomes the default) and answered; otherwise 422 with the
 * provider's reason. Only an admin of the setup's account may; anyone else's setup is a 404.
 */
export async function refreshSetup(
  deps: BillingDeps,
  request: FastifyRequest,
  id: string,
): Promise<PaymentMethod> {
  requireAuth(request);
  const row = isProviderId(id) ? await findSetup(deps.db, id) : undefined;
  if (!row || row.provider !== deps.provider.name) throw notFound(PAYMENT_TEXTS.setupNotFound);
  requireBillingAdmin(await accessHiding(deps.db, request, row.accountId, PAYMENT_TEXTS.setupNotFound));
  let report: SetupReport;
  try {
    report = await askProvider(deps.log, 'setup intent', async () =>
      reportSetup(deps, await deps.provider.retrieveSetupIntent(id)),
    );
  } catch (err) {
    if (err instanceof NoSuchProviderObject) throw notFound(PAYMENT_TEXTS.setupNotFound);
    throw err;
  }
  const saved = await deps.db.transaction((tx) => applySetupReport(tx, deps, row, report));
  if (!saved) throw unprocessable(report.setup.lastError ?? PAYMENT_TEXTS.setupIncomplete);
  return toPaymentMethodDto(saved, deps.now());
}
