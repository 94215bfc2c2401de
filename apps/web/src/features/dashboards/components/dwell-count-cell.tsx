import { TextInput } from '@mantine/core';
import { useState, type KeyboardEvent } from 'react';
import type { DwellEditableField } from '../api/update-dwell-field.ts';
import type { DwellCountOutcome } from '../utils/dwell-count-input.ts';

const shown = (value: number | null) => (value === null ? '' : String(value));

/**
 * One editable count of a dwell row (spec 2 §5): typed in place, sent on Enter or when the box loses focus,
 * Escape puts the value back. 'Please enter a number' and the form's range messages show under the box and keep
 * what was typed, so it can be fixed; a refused save brings the old value back (its message is a toast).
 */
export function DwellCountCell({
  field,
  value,
  label,
  onCommit,
}: {
  field: DwellEditableField;
  value: number | null;
  /** The accessible name: the column and the geofence ('Allowable dwell days of Depot North'). */
  label: string;
  onCommit: (field: DwellEditableField, typed: string, current: number | null) => Promise<DwellCountOutcome>;
}) {
  const [text, setText] = useState(shown(value));
  const [seen, setSeen] = useState(value);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // the row was read again (a refresh, another page): the box follows unless the user is mid-edit
  if (value !== seen) {
    setSeen(value);
    if (!saving && error === null) setText(shown(value));
  }

  const commit = async () => {
    if (saving) return;
    setSaving(true);
    const outcome = await onCommit(field, text, value);
    setSaving(false);
    if (outcome.kind === 'invalid') return setError(outcome.message);
    setError(null);
    if (outcome.kind === 'saved') setText(shown(outcome.value));
    if (outcome.kind === 'failed') setText(shown(outcome.restored));
    if (outcome.kind === 'unchanged') setText(shown(value));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void commit();
    } else if (event.key === 'Escape') {
      setText(shown(value));
      setError(null);
    }
  };

  return (
    <TextInput
      size="xs"
      w={84}
      inputMode="numeric"
      aria-label={label}
      value={text}
      error={error}
      readOnly={saving}
      onChange={(event) => setText(event.currentTarget.value)}
      onBlur={() => void commit()}
      onKeyDown={onKeyDown}
      // a click in the box must not expand or collapse the row
      onClick={(event) => event.stopPropagation()}
    />
  );
}
