import type { UtilityActionId } from '@lodestar/contracts';
import type { ReactNode } from 'react';
import type { UtilityFormState } from '../hooks/use-utility-form.ts';

/** What every action's form hands to the single or bulk form around its fields. */
export interface UtilityFormProps<V extends object> {
  action: UtilityActionId;
  form: UtilityFormState<V>;
  /** The action's input from the form's values, checked with the action's schema before it is sent. */
  toInput: (values: V) => unknown;
  /** The form's own problems the schema cannot see (e.g. Set Flags with no flag chosen), by input field. */
  problems?: (values: V) => Record<string, string>;
  children: ReactNode;
}
