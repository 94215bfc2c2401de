import { UTILITY_ACTIONS, type UtilityActionId } from '@lodestar/contracts';
import type { ReactNode } from 'react';
import type { UtilityFormState } from '../hooks/use-utility-form.ts';
import { BulkActionForm } from './bulk-action-form.tsx';
import { SingleActionForm } from './single-action-form.tsx';

export interface UtilityFormProps<V extends object> {
  action: UtilityActionId;
  form: UtilityFormState<V>;
  /** The action's input from the form's values, checked with the action's schema before it is sent. */
  toInput: (values: V) => unknown;
  /** The form's own problems the schema cannot see (e.g. Set Flags with no flag chosen), by input field. */
  problems?: (values: V) => Record<string, string>;
  children: ReactNode;
}

/**
 * An action's form around its fields: a single action runs at once and shows its result; a bulk action is
 * previewed (dry run) first, then run as a job whose progress shows under it.
 */
export function UtilityForm<V extends object>(props: UtilityFormProps<V>) {
  const bulk = UTILITY_ACTIONS.find((a) => a.id === props.action)?.bulk ?? false;
  return bulk ? <BulkActionForm {...props} /> : <SingleActionForm {...props} />;
}
