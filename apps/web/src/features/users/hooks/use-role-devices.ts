import type { AccountRole } from '@lodestar/contracts';
import { useState } from 'react';
import type { ChosenDevice } from '../components/device-picker.tsx';

/**
 * The role and device choice of the invite and edit dialogs. `devices` is null while the member's current trackers
 * are still loading (edit); a role other than Specific Devices clears the list (spec 3 §5), and every chosen
 * tracker is sent with permissions 'all'.
 */
export function useRoleDevices(initialRole: AccountRole, initialDevices: ChosenDevice[] | null) {
  const [role, setRole] = useState<AccountRole>(initialRole);
  const [devices, setDevices] = useState<ChosenDevice[] | null>(initialDevices);
  const chooseRole = (next: AccountRole) => {
    setRole(next);
    if (next !== 'devices') setDevices([]);
  };
  const permissions = (devices ?? []).map((d) => ({ id: d.id, permissions: 'all' as const }));
  return { role, devices, setDevices, chooseRole, permissions };
}
