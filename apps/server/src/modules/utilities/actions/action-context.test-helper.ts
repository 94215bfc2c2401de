import { UTILITY_INPUTS, type UtilityActionId, type UtilityInput } from '@lodestar/contracts';
import { expect } from 'vitest';
import { HttpError } from '../../../http/errors.ts';
import type { TestApp } from '../../../test/test-app.ts';
import type { UtilityAction, UtilityContext } from '../utility-action.ts';

/** What the utilities' routes hand an action: the app's services, the internal admin (Olivia Ops), the time. */
export function contextOf(t: TestApp, now = new Date()): UtilityContext {
  return { services: t.app.services, actor: { adminId: t.demo.users.ops }, now };
}

/** An action's input as the route validates it (defaults filled in). */
export function inputOf<A extends UtilityActionId>(id: A, raw: unknown): UtilityInput<A> {
  return UTILITY_INPUTS[id].parse(raw) as UtilityInput<A>;
}

/** The HttpError a refused action throws; fails the test when it succeeds or throws anything else. */
export async function refusalOf(work: Promise<unknown>): Promise<HttpError> {
  const err = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err, 'the action was not refused').toBeInstanceOf(HttpError);
  return err as HttpError;
}

/** The action as the single kind (run), for calling it directly. */
export function single<A extends UtilityActionId>(action: UtilityAction<A>) {
  if (action.bulk) throw new Error(`${action.id} is a bulk action`);
  return action;
}

/** The action as the bulk kind (items, dryRun, runItem), for calling it directly. */
export function bulk<A extends UtilityActionId>(action: UtilityAction<A>) {
  if (!action.bulk) throw new Error(`${action.id} is a single action`);
  return action;
}
