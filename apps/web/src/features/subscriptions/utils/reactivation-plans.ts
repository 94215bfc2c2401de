import { PLAN_MONTHS, type PaymentMethod, type PlanMonths, type PlanPrice } from '@lodestar/contracts';

/** The periods the modal offers (spec 3 §9: 1 and 12 months), each with its price, shortest first. */
export function offeredPlans(plans: readonly PlanPrice[]): PlanPrice[] {
  return PLAN_MONTHS.flatMap((months) => plans.filter((plan) => plan.months === months).slice(0, 1));
}

/** The period chosen when the modal opens: the one the subscription had, if it is still sold, else the first. */
export function initialMonths(plans: readonly PlanPrice[], previous: number): PlanMonths | null {
  const offered = offeredPlans(plans);
  return (offered.find((plan) => plan.months === previous) ?? offered[0])?.months ?? null;
}

/**
 * The method a reactivation is charged to: the account's default, as the server charges it (decision 0066). An
 * expired default cannot pay, so it counts as no active method and the modal asks for one.
 */
export function chargedMethod(methods: readonly PaymentMethod[]): PaymentMethod | null {
  return methods.find((method) => method.default && !method.expired) ?? null;
}
