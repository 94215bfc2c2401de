import type { Db } from '../../db/database.ts';
import { NoSuchProviderObject, type ProviderEvent } from '../../integrations/payments/payment-provider.ts';
import { applyIntentReport, reportIntent, type IntentReport } from './apply-intent.ts';
import type { BillingDeps } from './billing-deps.ts';
import { eventSeen, insertEvent, setEventOutcome, type EventOutcome } from './payment-events.repository.ts';
import { findSetup, type PaymentSetupRow } from './payment-methods.repository.ts';
import { applySetupReport, reportSetup, type SetupReport } from './setup-intents.service.ts';

export interface EventHandled {
  /** the event id was handled before: nothing was done this time */
  duplicate: boolean;
  outcome: EventOutcome | null;
}

type Prepared =
  | { kind: 'payment'; report: IntentReport }
  | { kind: 'setup'; row: PaymentSetupRow; report: SetupReport }
  | { kind: 'unknown-intent' }
  | { kind: 'ignored' };

/**
 * What the provider says now about the event's intent, read before the transaction: the event only names the
 * intent, and its current state (not the event's type) is what gets recorded, so events that arrive out of
 * order or late cannot move a payment back.
 */
async function prepare(deps: BillingDeps, event: ProviderEvent): Promise<Prepared> {
  if (!event.intentId) return { kind: 'ignored' };
  try {
    if (event.type.startsWith('payment_intent.')) {
      const intent = await deps.provider.retrievePaymentIntent(event.intentId);
      return { kind: 'payment', report: await reportIntent(deps, intent) };
    }
    if (event.type.startsWith('setup_intent.')) {
      const row = await findSetup(deps.db, event.intentId);
      if (!row) return { kind: 'unknown-intent' };
      const setup = await deps.provider.retrieveSetupIntent(event.intentId);
      return { kind: 'setup', row, report: await reportSetup(deps, setup) };
    }
  } catch (err) {
    if (err instanceof NoSuchProviderObject) return { kind: 'unknown-intent' };
    throw err;
  }
  return { kind: 'ignored' };
}

async function apply(tx: Db, deps: BillingDeps, prepared: Prepared): Promise<EventOutcome> {
  switch (prepared.kind) {
    case 'payment': {
      const applied = await applyIntentReport(tx, deps, prepared.report);
      if (applied.kind === 'unknown-intent') return 'unknown-intent';
      if (applied.kind === 'no-outcome') return 'ignored';
      return applied.change.applied ? 'applied' : 'no-change';
    }
    case 'setup':
      return (await applySetupReport(tx, deps, prepared.row, prepared.report)) ? 'applied' : 'no-change';
    default:
      return prepared.kind;
  }
}

/**
 * One provider event (a Stripe webhook, a sandbox callback), handled once (docs/decisions/0066): its id is
 * stored in the transaction that applies it, so a repeat, even one racing the first, does nothing; an event
 * about an intent we do not know is stored as such and changes nothing. A failure to reach the provider throws
 * before anything is stored, so the provider's retry of the event is handled in full.
 */
export async function handleProviderEvent(deps: BillingDeps, event: ProviderEvent): Promise<EventHandled> {
  const provider = deps.provider.name;
  if (await eventSeen(deps.db, provider, event.id)) return { duplicate: true, outcome: null };
  const prepared = await prepare(deps, event);
  const handled = await deps.db.transaction(async (tx): Promise<EventHandled> => {
    const fresh = await insertEvent(tx, {
      provider,
      eventId: event.id,
      type: event.type,
      intentId: event.intentId,
    });
    if (!fresh) return { duplicate: true, outcome: null };
    const outcome = await apply(tx, deps, prepared);
    await setEventOutcome(tx, provider, event.id, outcome);
    return { duplicate: false, outcome };
  });
  deps.kick();
  return handled;
}
