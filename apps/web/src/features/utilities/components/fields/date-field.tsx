import { TextInput } from '@mantine/core';

/** A day (YYYY-MM-DD) in the browser's own date box: typed or picked, keyboard friendly. */
export function DateField({
  value,
  onChange,
  error,
  label,
  description,
}: {
  value: string;
  onChange: (day: string) => void;
  error?: string;
  label: string;
  description?: string;
}) {
  return (
    <TextInput
      type="date"
      label={label}
      description={description}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      error={error}
    />
  );
}
