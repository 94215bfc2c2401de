import { AccountField } from '../../../components/admin-account-field.tsx';

/** The draft order's account: any account, looked up by the internal admin search. */
export function AccountPicker({
  value,
  title,
  onChange,
  error,
}: {
  value: number | null;
  title: string;
  onChange: (account: { id: number; title: string }) => void;
  error?: string;
}) {
  return (
    <AccountField
      value={value === null ? null : { id: value, title }}
      onChange={(account) => account && onChange(account)}
      description="The customer the order is for: its admins get the approve link"
      error={error}
    />
  );
}
