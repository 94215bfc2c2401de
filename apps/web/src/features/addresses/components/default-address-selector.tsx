import { ADDRESS_TEXTS, addressLine, type Address } from '@lodestar/contracts';
import { Button, Group, Select } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { messageOf } from '../../../api/api-error.ts';
import { openConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useDeleteAddress } from '../api/delete-address.ts';
import { useSetDefaultAddress } from '../api/set-default-address.ts';

/**
 * One category's default (spec 3 §2.4): choosing another address makes it the default, only when it differs
 * (spec 3 §5); Delete removes the chosen address after a confirmation; Add New opens the dialog on this tab.
 */
export function DefaultAddressSelector({
  accountId,
  label,
  addresses,
  onAddNew,
}: {
  accountId: number;
  label: string;
  addresses: readonly Address[];
  onAddNew: () => void;
}) {
  const setDefault = useSetDefaultAddress(accountId);
  const remove = useDeleteAddress(accountId);
  const current = addresses.find((a) => a.is_default === 1) ?? null;
  const value = setDefault.isPending ? String(setDefault.variables) : current ? String(current.id) : null;

  const choose = (chosen: string | null) => {
    if (!chosen || Number(chosen) === current?.id) return;
    setDefault.mutate(Number(chosen), {
      onSuccess: () => notifications.show({ color: 'green', message: ADDRESS_TEXTS.defaultSet }),
      onError: (error) =>
        notifications.show({ color: 'red', message: messageOf(error, 'An error occurred') }),
    });
  };

  const askDelete = () => {
    if (!current) return;
    void openConfirmDialog({
      actionLabel: ADDRESS_TEXTS.deleteAddress,
      title: ADDRESS_TEXTS.deleteQuestion,
      body: addressLine(current),
      danger: true,
      action: () => remove.mutateAsync(current.id),
      successMessage: ADDRESS_TEXTS.deleted,
    });
  };

  return (
    <Group align="flex-end" gap="sm" wrap="nowrap">
      <Select
        label={label}
        style={{ flex: 1, minWidth: 0 }}
        data={addresses.map((a) => ({ value: String(a.id), label: addressLine(a) }))}
        value={value}
        onChange={choose}
        placeholder={ADDRESS_TEXTS.noAddresses}
        disabled={addresses.length === 0 || setDefault.isPending}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
      <Button
        variant="default"
        color="red"
        onClick={askDelete}
        disabled={!current || remove.isPending}
        aria-label={`Delete the ${label.toLowerCase()}`}
      >
        Delete
      </Button>
      <Button variant="light" onClick={onAddNew} aria-label={`${ADDRESS_TEXTS.addNew} (${label})`}>
        {ADDRESS_TEXTS.addNew}
      </Button>
    </Group>
  );
}
