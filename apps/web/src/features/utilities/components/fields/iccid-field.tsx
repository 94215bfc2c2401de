import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { iccidHint } from '../../utils/iccid-hint.ts';

/** An ICCID (19 or 20 digits with its check digit), checked as it is typed. */
export function IccidField({
  value,
  onChange,
  error,
  label = 'ICCID',
  description,
  required = true,
}: {
  value: string;
  onChange: (iccid: string) => void;
  error?: string;
  label?: string;
  description?: string;
  required?: boolean;
}) {
  const [left, setLeft] = useState(false);
  return (
    <TextInput
      label={label}
      description={description}
      placeholder="19 or 20 digits"
      inputMode="numeric"
      autoComplete="off"
      withAsterisk={required}
      maxLength={24}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      onBlur={() => setLeft(true)}
      error={error ?? iccidHint(value, left)}
    />
  );
}
