import { z } from 'zod';

/** Membership roles (spec 3 §6): admin, all ('Access All', called manager in spec 1) and devices (specific devices). */
export const accountRole = z.enum(['admin', 'all', 'devices']);
export type AccountRole = z.infer<typeof accountRole>;

export const ROLE_LABELS: Record<AccountRole, string> = {
  admin: 'Administrator',
  all: 'Access All',
  devices: 'Specific Devices',
};
