import { ROLE_LABELS, accountRole, type AccountRole } from '@lodestar/contracts';
import { Radio, Stack } from '@mantine/core';

/** The role choice of the invite and edit dialogs: Administrator, Access All, Specific Devices (spec 3 §6). */
export function RoleChoice({
  value,
  onChange,
  disabled,
  error,
}: {
  value: AccountRole;
  onChange: (role: AccountRole) => void;
  disabled?: boolean;
  error?: string;
}) {
  return (
    <Radio.Group label="Role" value={value} onChange={(v) => onChange(v as AccountRole)} error={error}>
      <Stack gap={6} mt={6}>
        {accountRole.options.map((role) => (
          <Radio key={role} value={role} label={ROLE_LABELS[role]} disabled={disabled} />
        ))}
      </Stack>
    </Radio.Group>
  );
}
