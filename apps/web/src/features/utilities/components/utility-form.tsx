import { UTILITY_ACTIONS } from '@lodestar/contracts';
import type { UtilityFormProps } from './utility-form-props.ts';
import { BulkActionForm } from './bulk-action-form.tsx';
import { SingleActionForm } from './single-action-form.tsx';

export type { UtilityFormProps } from './utility-form-props.ts';

/**
 * An action's form around its fields: a single action runs at once and shows its result; a bulk action is
 * previewed (dry run) first, then run as a job whose progress shows under it.
 */
export function UtilityForm<V extends object>(props: UtilityFormProps<V>) {
  const bulk = UTILITY_ACTIONS.find((a) => a.id === props.action)?.bulk ?? false;
  return bulk ? <BulkActionForm {...props} /> : <SingleActionForm {...props} />;
}
