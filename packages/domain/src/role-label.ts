import { ROLE_LABELS, type AccountRole } from '@lodestar/contracts';

/**
 * A role as users read it (spec 3 §6): the known labels (Administrator, Access All, Specific Devices), any other
 * role capitalised, and '' for no role.
 */
export function roleLabel(role: AccountRole | string | null | undefined): string {
  if (!role) return '';
  if (Object.hasOwn(ROLE_LABELS, role)) return ROLE_LABELS[role as AccountRole];
  return role.charAt(0).toUpperCase() + role.slice(1);
}
