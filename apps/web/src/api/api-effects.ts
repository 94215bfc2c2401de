import type { ErrorAction } from './error-action.ts';

/**
 * What the shared error handling does for each action. The request layer only decides; app/ wires these to the
 * router, the query cache and the toasts once they exist, which keeps this layer free of React and testable.
 */
export type ApiEffects = Record<ErrorAction, () => void>;

const noop = () => {};
let effects: ApiEffects = {
  'sign-in': noop,
  forbidden: noop,
  'not-found': noop,
  'server-error': noop,
  unavailable: noop,
};

export function configureApiEffects(next: ApiEffects): void {
  effects = next;
}

export function runApiEffect(action: ErrorAction): void {
  effects[action]();
}
